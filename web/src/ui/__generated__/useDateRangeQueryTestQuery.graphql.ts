/**
 * @generated SignedSource<<eda4820f03e136831ec0ba88373e5483>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDateRangeQueryTestQuery$variables = {
  fromDate: string;
  toDate: string;
  userId: number;
};
export type useDateRangeQueryTestQuery$data = {
  readonly user: {
    readonly deadlineCount: number;
    readonly id: string;
  } | null | undefined;
};
export type useDateRangeQueryTestQuery = {
  response: useDateRangeQueryTestQuery$data;
  variables: useDateRangeQueryTestQuery$variables;
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
    "name": "useDateRangeQueryTestQuery",
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
    "name": "useDateRangeQueryTestQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1f068076a00329e5ba214f8792a69075",
    "id": null,
    "metadata": {},
    "name": "useDateRangeQueryTestQuery",
    "operationKind": "query",
    "text": "query useDateRangeQueryTestQuery(\n  $userId: Int!\n  $fromDate: NaiveDate!\n  $toDate: NaiveDate!\n) {\n  user(id: $userId) {\n    id\n    deadlineCount(fromDate: $fromDate, toDate: $toDate)\n  }\n}\n"
  }
};
})();

(node as any).hash = "05ec3096a6e93e1d7f44989abece289a";

export default node;
