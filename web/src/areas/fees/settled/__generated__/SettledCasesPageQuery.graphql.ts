/**
 * @generated SignedSource<<d937bd385ea724ddae4a7448c50c9c6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettledCasesPageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
  userId?: number | null | undefined;
};
export type SettledCasesPageQuery$data = {
  readonly fullySettledCasesInPeriod: {
    readonly byAttorney: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SettledStats_stats">;
    }>;
    readonly byCaseGroup: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SettledStats_stats">;
    }>;
    readonly byOffice: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SettledStats_stats">;
    }>;
    readonly cases: ReadonlyArray<{
      readonly attorneyName: string;
      readonly caseGroup: string;
      readonly caseId: number;
      readonly clientName: string;
      readonly dateSettled: string;
      readonly litigationStatus: string;
      readonly office: string;
      readonly paralegalName: string | null | undefined;
      readonly totalFees: number;
    }>;
    readonly totals: {
      readonly averageFee: number;
      readonly cases: number;
      readonly litigationAverage: number;
      readonly normalRangeAverage: number;
      readonly preLitigationAverage: number;
    };
  };
};
export type SettledCasesPageQuery = {
  response: SettledCasesPageQuery$data;
  variables: SettledCasesPageQuery$variables;
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
  "name": "userId"
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
    "name": "userId",
    "variableName": "userId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cases",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageFee",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "normalRangeAverage",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "preLitigationAverage",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "litigationAverage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "SettledCaseStats",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SettledStats_stats"
  }
],
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
  "concreteType": "FullySettledCase",
  "kind": "LinkedField",
  "name": "cases",
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
      "name": "clientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attorneyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paralegalName",
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
      "name": "caseGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "litigationStatus",
      "storageKey": null
    },
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateSettled",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  (v5/*:: as any*/),
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
    "name": "litigationCases",
    "storageKey": null
  },
  (v12/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
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
    "name": "SettledCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "FullySettledCases",
        "kind": "LinkedField",
        "name": "fullySettledCasesInPeriod",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledCaseStats",
            "kind": "LinkedField",
            "name": "byCaseGroup",
            "plural": true,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledCaseStats",
            "kind": "LinkedField",
            "name": "byOffice",
            "plural": true,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledCaseStats",
            "kind": "LinkedField",
            "name": "byAttorney",
            "plural": true,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          (v13/*:: as any*/)
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
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SettledCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "FullySettledCases",
        "kind": "LinkedField",
        "name": "fullySettledCasesInPeriod",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledCaseStats",
            "kind": "LinkedField",
            "name": "byCaseGroup",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledCaseStats",
            "kind": "LinkedField",
            "name": "byOffice",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledCaseStats",
            "kind": "LinkedField",
            "name": "byAttorney",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c3714c9e0661ac618c00853eea2ca1b9",
    "id": null,
    "metadata": {},
    "name": "SettledCasesPageQuery",
    "operationKind": "query",
    "text": "query SettledCasesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $userId: Int\n  $organizationId: Int\n) {\n  fullySettledCasesInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {\n    totals {\n      cases\n      averageFee\n      normalRangeAverage\n      preLitigationAverage\n      litigationAverage\n    }\n    byCaseGroup {\n      ...SettledStats_stats\n    }\n    byOffice {\n      ...SettledStats_stats\n    }\n    byAttorney {\n      ...SettledStats_stats\n    }\n    cases {\n      caseId\n      clientName\n      attorneyName\n      paralegalName\n      office\n      caseGroup\n      litigationStatus\n      totalFees\n      dateSettled\n    }\n  }\n}\n\nfragment SettledStats_stats on SettledCaseStats {\n  key\n  cases\n  qualifyingCases\n  litigationCases\n  totalFees\n  averageFee\n  normalRangeAverage\n  preLitigationAverage\n  litigationAverage\n}\n"
  }
};
})();

(node as any).hash = "f00593d04646c22adf441059b805e362";

export default node;
