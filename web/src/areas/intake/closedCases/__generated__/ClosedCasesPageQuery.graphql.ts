/**
 * @generated SignedSource<<d7ae41639b55e43bdda0409c63d64dbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClosedCasesSort = "ATTORNEY" | "CLIENT" | "CLOSED" | "OPENED" | "PARALEGAL" | "REASON" | "STATE" | "TYPE" | "%future added value";
export type ClosedCasesPageQuery$variables = {
  all?: boolean | null | undefined;
  descending?: boolean | null | undefined;
  endDate: string;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  organizationId?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: ClosedCasesSort | null | undefined;
  startDate: string;
};
export type ClosedCasesPageQuery$data = {
  readonly closedCasesInPeriodPage: {
    readonly cases: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ClosedCasesPage_cases">;
    }>;
    readonly matchingCount: number;
    readonly totalCount: number;
  };
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
};
export type ClosedCasesPageQuery = {
  response: ClosedCasesPageQuery$data;
  variables: ClosedCasesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": true,
  "kind": "LocalArgument",
  "name": "descending"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v3 = {
  "defaultValue": 25,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": 0,
  "kind": "LocalArgument",
  "name": "offset"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = {
  "defaultValue": "CLOSED",
  "kind": "LocalArgument",
  "name": "sortBy"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v9 = [
  {
    "kind": "Variable",
    "name": "all",
    "variableName": "all"
  },
  {
    "kind": "Variable",
    "name": "descending",
    "variableName": "descending"
  },
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "offset",
    "variableName": "offset"
  },
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "sortBy",
    "variableName": "sortBy"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchingCount",
  "storageKey": null
},
v12 = {
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
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "staffCode",
    "storageKey": null
  },
  (v13/*:: as any*/)
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
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClosedCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ClosedCasesPage",
        "kind": "LinkedField",
        "name": "closedCasesInPeriodPage",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "cases",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClosedCasesPage_cases"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v8/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClosedCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ClosedCasesPage",
        "kind": "LinkedField",
        "name": "closedCasesInPeriodPage",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "cases",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
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
                "name": "type",
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
                "name": "clientName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "attorney",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "paralegal",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateOpened",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateClosed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reasonClosed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closeComment",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9e1be3226521684fa6ab7ca73a4fbbd6",
    "id": null,
    "metadata": {},
    "name": "ClosedCasesPageQuery",
    "operationKind": "query",
    "text": "query ClosedCasesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $search: String\n  $sortBy: ClosedCasesSort = CLOSED\n  $descending: Boolean = true\n  $offset: Int = 0\n  $first: Int = 25\n  $all: Boolean = false\n) {\n  closedCasesInPeriodPage(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, search: $search, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first, all: $all) {\n    totalCount\n    matchingCount\n    cases {\n      ...ClosedCasesPage_cases\n      id\n    }\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment ClosedCasesPage_cases on Case {\n  id\n  caseId\n  type\n  state\n  clientName\n  attorney {\n    name\n    staffCode\n    id\n  }\n  paralegal {\n    name\n    staffCode\n    id\n  }\n  dateOpened\n  dateClosed\n  reasonClosed\n  closeComment\n}\n"
  }
};
})();

(node as any).hash = "4fd0dec31833b2bacdd50f6b78c76174";

export default node;
