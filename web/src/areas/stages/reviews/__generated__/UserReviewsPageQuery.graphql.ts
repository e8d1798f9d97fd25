/**
 * @generated SignedSource<<d88adbf601ebf9d3faf5a1610812b2ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserReviewsPageQuery$variables = {
  endDate: string;
  startDate: string;
  userId: number;
};
export type UserReviewsPageQuery$data = {
  readonly userReviewsInPeriod: {
    readonly byMonth: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
    }>;
    readonly counted: number;
    readonly reviews: ReadonlyArray<{
      readonly attorney: string | null | undefined;
      readonly caseId: number;
      readonly clientName: string;
      readonly countsForUser: boolean;
      readonly date: string;
      readonly id: string;
      readonly paralegal: string | null | undefined;
      readonly review: string;
    }>;
  };
};
export type UserReviewsPageQuery = {
  response: UserReviewsPageQuery$data;
  variables: UserReviewsPageQuery$variables;
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
    "concreteType": "UserReviewsReport",
    "kind": "LinkedField",
    "name": "userReviewsInPeriod",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "counted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LabelCount",
        "kind": "LinkedField",
        "name": "byMonth",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CaseReviewRow",
        "kind": "LinkedField",
        "name": "reviews",
        "plural": true,
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
            "args": null,
            "kind": "ScalarField",
            "name": "caseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "review",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
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
            "name": "paralegal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countsForUser",
            "storageKey": null
          }
        ],
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
    "name": "UserReviewsPageQuery",
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
    "name": "UserReviewsPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "831aa5c00204184aa38e7fb01300b5b0",
    "id": null,
    "metadata": {},
    "name": "UserReviewsPageQuery",
    "operationKind": "query",
    "text": "query UserReviewsPageQuery(\n  $userId: Int!\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  userReviewsInPeriod(userId: $userId, startDate: $startDate, endDate: $endDate) {\n    counted\n    byMonth {\n      label\n      count\n    }\n    reviews {\n      id\n      caseId\n      clientName\n      review\n      date\n      attorney\n      paralegal\n      countsForUser\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "41e9a2da5426d7e14ba04546fedabd62";

export default node;
