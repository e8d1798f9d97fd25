/**
 * @generated SignedSource<<31e69365dc2fe2fe6e6ef89f97a10e2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeFeeChartsQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
  teamId?: number | null | undefined;
};
export type HomeFeeChartsQuery$data = {
  readonly homeFeeCharts: {
    readonly allFees: {
      readonly " $fragmentSpreads": FragmentRefs<"AttorneyFeesCard_chart">;
    };
    readonly asOf: string;
    readonly days: number;
    readonly feesByWeek: {
      readonly " $fragmentSpreads": FragmentRefs<"FeesByWeekCard_firm">;
    };
    readonly feesByWeekByOffice: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FeesByWeekCard_offices">;
    }>;
    readonly litFees: {
      readonly " $fragmentSpreads": FragmentRefs<"AttorneyFeesCard_chart">;
    };
  };
};
export type HomeFeeChartsQuery = {
  response: HomeFeeChartsQuery$data;
  variables: HomeFeeChartsQuery$variables;
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
  "name": "organizationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  },
  {
    "kind": "Variable",
    "name": "teamId",
    "variableName": "teamId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asOf",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days",
  "storageKey": null
},
v7 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "AttorneyFeesCard_chart"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "goal",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colour",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showsLabel",
  "storageKey": null
},
v13 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "memberCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FeeChartMember",
    "kind": "LinkedField",
    "name": "topMembers",
    "plural": true,
    "selections": [
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "storageKey": null
  }
],
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "monthlyGoal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "goalPerAttorney",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttorneyFeeBar",
    "kind": "LinkedField",
    "name": "grouped",
    "plural": true,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttorneyFeeBar",
    "kind": "LinkedField",
    "name": "detailed",
    "plural": true,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  }
],
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "weeklyGoal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "expectedPace",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currentTotal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "paceLevel",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ytdTotal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ytdGoal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ytdPercent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ytdIcon",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "trend",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FeeWeek",
    "kind": "LinkedField",
    "name": "weeks",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weekStart",
        "storageKey": null
      },
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "current",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeFeeChartsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "HomeFeeCharts",
        "kind": "LinkedField",
        "name": "homeFeeCharts",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AttorneyFeeChart",
            "kind": "LinkedField",
            "name": "allFees",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttorneyFeeChart",
            "kind": "LinkedField",
            "name": "litFees",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WeeklyFeesChart",
            "kind": "LinkedField",
            "name": "feesByWeek",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FeesByWeekCard_firm"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OfficeWeeklyFees",
            "kind": "LinkedField",
            "name": "feesByWeekByOffice",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FeesByWeekCard_offices"
              }
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomeFeeChartsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "HomeFeeCharts",
        "kind": "LinkedField",
        "name": "homeFeeCharts",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AttorneyFeeChart",
            "kind": "LinkedField",
            "name": "allFees",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttorneyFeeChart",
            "kind": "LinkedField",
            "name": "litFees",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WeeklyFeesChart",
            "kind": "LinkedField",
            "name": "feesByWeek",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OfficeWeeklyFees",
            "kind": "LinkedField",
            "name": "feesByWeekByOffice",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "officeId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "office",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WeeklyFeesChart",
                "kind": "LinkedField",
                "name": "chart",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a6192465f8383ae90bcd9386e1d8d139",
    "id": null,
    "metadata": {},
    "name": "HomeFeeChartsQuery",
    "operationKind": "query",
    "text": "query HomeFeeChartsQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $teamId: Int\n) {\n  homeFeeCharts(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, teamId: $teamId) {\n    asOf\n    days\n    allFees {\n      ...AttorneyFeesCard_chart\n    }\n    litFees {\n      ...AttorneyFeesCard_chart\n    }\n    feesByWeek {\n      ...FeesByWeekCard_firm\n    }\n    feesByWeekByOffice {\n      ...FeesByWeekCard_offices\n    }\n  }\n}\n\nfragment AttorneyFeesCard_chart on AttorneyFeeChart {\n  monthlyGoal\n  goalPerAttorney\n  grouped {\n    code\n    total\n    goal\n    colour\n    showsLabel\n    memberCount\n    topMembers {\n      code\n      total\n    }\n  }\n  detailed {\n    code\n    total\n    goal\n    colour\n    showsLabel\n    memberCount\n    topMembers {\n      code\n      total\n    }\n  }\n}\n\nfragment FeesByWeekCard_firm on WeeklyFeesChart {\n  weeklyGoal\n  expectedPace\n  currentTotal\n  paceLevel\n  ytdTotal\n  ytdGoal\n  ytdPercent\n  ytdIcon\n  trend\n  weeks {\n    weekStart\n    total\n    goal\n    colour\n    showsLabel\n    current\n  }\n}\n\nfragment FeesByWeekCard_offices on OfficeWeeklyFees {\n  officeId\n  office\n  chart {\n    weeklyGoal\n    expectedPace\n    currentTotal\n    paceLevel\n    ytdTotal\n    ytdGoal\n    ytdPercent\n    ytdIcon\n    trend\n    weeks {\n      weekStart\n      total\n      goal\n      colour\n      showsLabel\n      current\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ca8c5be3d81cc35f5f46591573cdcfe";

export default node;
