/**
 * @generated SignedSource<<6c80ccb83748b9adb069482994ddd7e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgReviewsPageQuery$variables = {
  endDate: string;
  excludeIntake: boolean;
  includeIntake: boolean;
  organizationId: number;
  startDate: string;
};
export type OrgReviewsPageQuery$data = {
  readonly casesWithReviewsInPeriod: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly clientName: string;
    readonly creator: string | null | undefined;
    readonly date: string;
    readonly id: string;
    readonly paralegal: string | null | undefined;
    readonly review: string;
    readonly statusId: number;
    readonly team: string | null | undefined;
  }>;
  readonly nonClientReviewsInPeriod: ReadonlyArray<{
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly rating: number;
    readonly review: string;
    readonly reviewDate: string;
    readonly reviewId: number;
    readonly staffCode: string | null | undefined;
    readonly teamId: number;
    readonly teamName: string | null | undefined;
    readonly userId: number;
    readonly userName: string | null | undefined;
  }>;
  readonly organization: {
    readonly teams: ReadonlyArray<{
      readonly name: string;
      readonly teamId: number;
    }>;
    readonly users: ReadonlyArray<{
      readonly name: string;
      readonly userId: number;
    }>;
  } | null | undefined;
  readonly reviewsByTeamByMonth: ReadonlyArray<{
    readonly count: number;
    readonly monthStart: string;
    readonly team: string;
  }>;
};
export type OrgReviewsPageQuery = {
  response: OrgReviewsPageQuery$data;
  variables: OrgReviewsPageQuery$variables;
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
  "name": "excludeIntake"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "includeIntake"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v5 = {
  "kind": "Variable",
  "name": "endDate",
  "variableName": "endDate"
},
v6 = {
  "kind": "Variable",
  "name": "startDate",
  "variableName": "startDate"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "review",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "team",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": [
    (v5/*:: as any*/),
    {
      "kind": "Variable",
      "name": "includeIntakeReviews",
      "variableName": "includeIntake"
    },
    (v6/*:: as any*/)
  ],
  "concreteType": "CaseReviewRow",
  "kind": "LinkedField",
  "name": "casesWithReviewsInPeriod",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
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
      "name": "statusId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    },
    (v8/*:: as any*/),
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
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creator",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "teamId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": [
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "concreteType": "NonClientReviewRow",
  "kind": "LinkedField",
  "name": "nonClientReviewsInPeriod",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewDate",
      "storageKey": null
    },
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "teamName",
      "storageKey": null
    },
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "staffCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": [
    (v5/*:: as any*/),
    {
      "kind": "Variable",
      "name": "excludeIntake",
      "variableName": "excludeIntake"
    },
    (v6/*:: as any*/)
  ],
  "concreteType": "TeamMonthCount",
  "kind": "LinkedField",
  "name": "reviewsByTeamByMonth",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthStart",
      "storageKey": null
    },
    (v9/*:: as any*/),
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
v15 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "organizationId"
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgReviewsPageQuery",
    "selections": [
      (v10/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "teams",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrgReviewsPageQuery",
    "selections": [
      (v10/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "teams",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v16/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v16/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d3b86fab17f786a5981c951a7f5a2d31",
    "id": null,
    "metadata": {},
    "name": "OrgReviewsPageQuery",
    "operationKind": "query",
    "text": "query OrgReviewsPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $excludeIntake: Boolean!\n  $includeIntake: Boolean!\n  $organizationId: Int!\n) {\n  casesWithReviewsInPeriod(startDate: $startDate, endDate: $endDate, includeIntakeReviews: $includeIntake) {\n    id\n    caseId\n    statusId\n    clientName\n    review\n    date\n    attorney\n    paralegal\n    team\n    creator\n  }\n  nonClientReviewsInPeriod(startDate: $startDate, endDate: $endDate) {\n    id\n    reviewId\n    firstName\n    lastName\n    rating\n    review\n    reviewDate\n    teamId\n    teamName\n    userId\n    staffCode\n    userName\n  }\n  reviewsByTeamByMonth(startDate: $startDate, endDate: $endDate, excludeIntake: $excludeIntake) {\n    monthStart\n    team\n    count\n  }\n  organization(id: $organizationId) {\n    teams {\n      teamId\n      name\n      id\n    }\n    users {\n      userId\n      name\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3415d0341cbe1d4fde97bf41e74faca8";

export default node;
