/**
 * @generated SignedSource<<c06d86e420831721b59d536e5f65ee21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type routeQueryTestQuery$variables = {
  fromDate: string;
  toDate: string;
  userId: number;
};
export type routeQueryTestQuery$data = {
  readonly user: {
    readonly deadlineCount: number;
    readonly id: string;
  } | null | undefined;
};
export type routeQueryTestQuery = {
  response: routeQueryTestQuery$data;
  variables: routeQueryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fromDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "toDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "user",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "fromDate",
            "variableName": "fromDate"
          },
          {
            "kind": "Variable",
            "name": "toDate",
            "variableName": "toDate"
          }
        ],
        "kind": "ScalarField",
        "name": "deadlineCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "routeQueryTestQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "routeQueryTestQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "20b5d791ff06cbe0c258276eca04ab81",
    "id": null,
    "metadata": {},
    "name": "routeQueryTestQuery",
    "operationKind": "query",
    "text": "query routeQueryTestQuery(\n  $userId: Int!\n  $fromDate: NaiveDate!\n  $toDate: NaiveDate!\n) {\n  user(id: $userId) {\n    id\n    deadlineCount(fromDate: $fromDate, toDate: $toDate)\n  }\n}\n"
  }
};
})();

(node as any).hash = "d37f884955dcbc61a6253d7f49f11b1b";

export default node;
