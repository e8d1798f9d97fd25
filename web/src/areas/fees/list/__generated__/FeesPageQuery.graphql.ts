/**
 * @generated SignedSource<<2cdda269abd1024552ddc7d1bd40fea0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    readonly byCaseGroup: ReadonlyArray<{
      readonly averageFee: number;
      readonly caseGroup: string;
      readonly cases: number;
      readonly feeCount: number;
      readonly litigationFees: number;
      readonly normalRangeAverage: number;
      readonly qualifyingCases: number;
      readonly sharedFees: number;
      readonly totalFees: number;
    }>;
    readonly byMonth: ReadonlyArray<{
      readonly caseGroup: string;
      readonly cases: number;
      readonly monthStart: string;
      readonly totalFees: number;
    }>;
    readonly chartHeight: number;
    readonly groupPageSize: number;
    readonly lines: ReadonlyArray<{
      readonly attorney: string;
      readonly caseGroup: string;
      readonly caseId: number;
      readonly clientName: string;
      readonly fee: number;
      readonly feeDate: string;
      readonly feeId: number;
      readonly feeType: string;
      readonly fullySettled: boolean;
      readonly office: string;
      readonly referralSource: string | null | undefined;
      readonly sharedFee: boolean;
      readonly state: string | null | undefined;
    }>;
    readonly officeOptions: ReadonlyArray<string>;
    readonly referralSourceOptions: ReadonlyArray<string>;
    readonly showsFilters: boolean;
    readonly stateOptions: ReadonlyArray<string>;
    readonly totalCases: number;
    readonly totalFees: number;
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalFees",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageFee",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseGroup",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cases",
  "storageKey": null
},
v14 = [
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
    "concreteType": "FeesReport",
    "kind": "LinkedField",
    "name": "feesInPeriod",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "showsFilters",
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCases",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avgCasesPerMonth",
        "storageKey": null
      },
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
        "name": "chartHeight",
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
          (v12/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "feeCount",
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v11/*:: as any*/),
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
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v10/*:: as any*/)
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
          (v12/*:: as any*/),
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
  {
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
  }
];
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
    "selections": (v14/*:: as any*/),
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
    "selections": (v14/*:: as any*/)
  },
  "params": {
    "cacheID": "2c5e1855d12bb0c17e7c4b7a320f2e67",
    "id": null,
    "metadata": {},
    "name": "FeesPageQuery",
    "operationKind": "query",
    "text": "query FeesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $userId: Int\n  $organizationId: Int\n  $showAll: Boolean!\n  $excludeShared: Boolean!\n  $office: String\n  $state: String\n  $referralSource: String\n  $teamId: Int\n) {\n  feesInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId, showAll: $showAll, excludeShared: $excludeShared, office: $office, state: $state, referralSource: $referralSource, teamId: $teamId) {\n    showsFilters\n    totalFees\n    averageFee\n    totalCases\n    avgCasesPerMonth\n    officeOptions\n    stateOptions\n    referralSourceOptions\n    chartHeight\n    groupPageSize\n    byCaseGroup {\n      caseGroup\n      totalFees\n      feeCount\n      cases\n      averageFee\n      litigationFees\n      sharedFees\n      qualifyingCases\n      normalRangeAverage\n    }\n    byMonth {\n      monthStart\n      caseGroup\n      cases\n      totalFees\n    }\n    lines {\n      caseId\n      feeId\n      clientName\n      attorney\n      referralSource\n      fee\n      caseGroup\n      feeType\n      sharedFee\n      office\n      state\n      feeDate\n      fullySettled\n    }\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "10f0b45c140f64364599c586939fd108";

export default node;
