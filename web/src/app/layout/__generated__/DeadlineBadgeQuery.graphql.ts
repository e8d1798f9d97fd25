/**
 * @generated SignedSource<<0edd6eecb86179cce5640c8f8ef28366>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeadlineBadgeQuery$variables = {
  fromDate: string;
  toDate: string;
  userId: number;
};
export type DeadlineBadgeQuery$data = {
  readonly user: {
    readonly deadlineCount: number;
    readonly id: string;
  } | null | undefined;
};
export type DeadlineBadgeQuery = {
  response: DeadlineBadgeQuery$data;
  variables: DeadlineBadgeQuery$variables;
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
    "name": "DeadlineBadgeQuery",
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
    "name": "DeadlineBadgeQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d071f9c5a9ee4641cba12fff48f3884d",
    "id": null,
    "metadata": {},
    "name": "DeadlineBadgeQuery",
    "operationKind": "query",
    "text": "query DeadlineBadgeQuery(\n  $userId: Int!\n  $fromDate: NaiveDate!\n  $toDate: NaiveDate!\n) {\n  user(id: $userId) {\n    id\n    deadlineCount(fromDate: $fromDate, toDate: $toDate)\n  }\n}\n"
  }
};
})();

(node as any).hash = "e332061e28a56c533957eb139091a599";

export default node;
