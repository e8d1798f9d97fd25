/**
 * @generated SignedSource<<9d6e55f5d9061b96f5d8223711169ace>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeesPageQuery$variables = {
  endDate: string;
  excludeShared: boolean;
  office?: string | null | undefined;
  organizationId?: number | null | undefined;
  referralSource?: string | null | undefined;
  showAll: boolean;
  startDate: string;
  state?: string | null | undefined;
  teamId?: number | null | undefined;
  userId?: number | null | undefined;
};
export type FeesPageQuery$data = {
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
  readonly feesInPeriod: {
    readonly averageFee: number;
    readonly avgCasesPerMonth: number;
    readonly showsFilters: boolean;
    readonly totalCases: number;
    readonly totalFees: number;
    readonly " $fragmentSpreads": FragmentRefs<"CaseGroupStats_report" | "FeeAnalyticsChart_report" | "FeeFilters_report" | "FeeLinesTable_report">;
  };
};
export type FeesPageQuery = {
  response: FeesPageQuery$data;
  variables: FeesPageQuery$variables;
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
  "name": "excludeShared"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "office"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "referralSource"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAll"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v10 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "excludeShared",
    "variableName": "excludeShared"
  },
  {
    "kind": "Variable",
    "name": "office",
    "variableName": "office"
  },
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  },
  {
    "kind": "Variable",
    "name": "referralSource",
    "variableName": "referralSource"
  },
  {
    "kind": "Variable",
    "name": "showAll",
    "variableName": "showAll"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  },
  {
    "kind": "Variable",
    "name": "state",
    "variableName": "state"
  },
  {
    "kind": "Variable",
    "name": "teamId",
    "variableName": "teamId"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showsFilters",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalFees",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageFee",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCases",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avgCasesPerMonth",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ConnectorConfig",
  "kind": "LinkedField",
  "name": "connectorConfig",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseUrlTemplate",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseGroup",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cases",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "FeesReport",
        "kind": "LinkedField",
        "name": "feesInPeriod",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FeeFilters_report"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseGroupStats_report"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FeeAnalyticsChart_report"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FeeLinesTable_report"
          }
        ],
        "storageKey": null
      },
      (v16/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v9/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FeesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "FeesReport",
        "kind": "LinkedField",
        "name": "feesInPeriod",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "officeOptions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stateOptions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referralSourceOptions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupPageSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FeeGroupStat",
            "kind": "LinkedField",
            "name": "byCaseGroup",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feeCount",
                "storageKey": null
              },
              (v18/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "litigationFees",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sharedFees",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qualifyingCases",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "normalRangeAverage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chartHeight",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FeeMonthStat",
            "kind": "LinkedField",
            "name": "byMonth",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "monthStart",
                "storageKey": null
              },
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FeeLineItem",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
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
                "name": "feeId",
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
                "name": "attorney",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "referralSource",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fee",
                "storageKey": null
              },
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feeType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sharedFee",
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
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feeDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullySettled",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v16/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "90f6ec18847f06131077ae6c701850ed",
    "id": null,
    "metadata": {},
    "name": "FeesPageQuery",
    "operationKind": "query",
    "text": "query FeesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $userId: Int\n  $organizationId: Int\n  $showAll: Boolean!\n  $excludeShared: Boolean!\n  $office: String\n  $state: String\n  $referralSource: String\n  $teamId: Int\n) {\n  feesInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId, showAll: $showAll, excludeShared: $excludeShared, office: $office, state: $state, referralSource: $referralSource, teamId: $teamId) {\n    showsFilters\n    totalFees\n    averageFee\n    totalCases\n    avgCasesPerMonth\n    ...FeeFilters_report\n    ...CaseGroupStats_report\n    ...FeeAnalyticsChart_report\n    ...FeeLinesTable_report\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment CaseGroupStats_report on FeesReport {\n  groupPageSize\n  byCaseGroup {\n    caseGroup\n    totalFees\n    feeCount\n    cases\n    averageFee\n    litigationFees\n    sharedFees\n    qualifyingCases\n    normalRangeAverage\n  }\n}\n\nfragment FeeAnalyticsChart_report on FeesReport {\n  chartHeight\n  byMonth {\n    monthStart\n    caseGroup\n    cases\n    totalFees\n  }\n}\n\nfragment FeeFilters_report on FeesReport {\n  officeOptions\n  stateOptions\n  referralSourceOptions\n}\n\nfragment FeeLinesTable_report on FeesReport {\n  lines {\n    caseId\n    feeId\n    clientName\n    attorney\n    referralSource\n    fee\n    caseGroup\n    feeType\n    sharedFee\n    office\n    state\n    feeDate\n    fullySettled\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ab8be5a64c4e422cdc81acd136ce96d";

export default node;
