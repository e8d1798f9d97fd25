/**
 * @generated SignedSource<<93284cfe1d4ff19ff17f9dd4541d1348>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StarReviewsTableQuery$variables = {
  endDate: string;
  startDate: string;
  userId: number;
};
export type StarReviewsTableQuery$data = {
  readonly total_4_and_5_star_reviews_by_attorney_in_period: ReadonlyArray<{
    readonly attorney: string;
    readonly total: number;
  }>;
};
export type StarReviewsTableQuery = {
  response: StarReviewsTableQuery$data;
  variables: StarReviewsTableQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
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
        "name": "endDate",
        "variableName": "endDate"
      },
      {
        "kind": "Variable",
        "name": "startDate",
        "variableName": "startDate"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "StarReviewsTotal",
    "kind": "LinkedField",
    "name": "total_4_and_5_star_reviews_by_attorney_in_period",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "attorney",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
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
    "name": "StarReviewsTableQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StarReviewsTableQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "620e9da70ee557d6ea0596e1c943bc17",
    "id": null,
    "metadata": {},
    "name": "StarReviewsTableQuery",
    "operationKind": "query",
    "text": "query StarReviewsTableQuery(\n  $userId: Int!\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  total_4_and_5_star_reviews_by_attorney_in_period(userId: $userId, startDate: $startDate, endDate: $endDate) {\n    attorney\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "99d9706b973eaf73870a4c38925e98e4";

export default node;
