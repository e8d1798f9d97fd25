/**
 * @generated SignedSource<<ed44b40951ce69cdece497c534d7f6bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrgClosedCasesPageQuery$variables = {
  endDate: string;
  retainedOnly: boolean;
  startDate: string;
};
export type OrgClosedCasesPageQuery$data = {
  readonly closedCasesReport: {
    readonly averageTod: number | null | undefined;
    readonly count: number;
    readonly notSettledAfterDemand: number;
    readonly notSettledAfterDemandPercent: number;
    readonly " $fragmentSpreads": FragmentRefs<"OrgClosedCasesCharts_report" | "OrgClosedCasesTable_report">;
  };
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
};
export type OrgClosedCasesPageQuery = {
  response: OrgClosedCasesPageQuery$data;
  variables: OrgClosedCasesPageQuery$variables;
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
  "name": "retainedOnly"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "retainedOnly",
    "variableName": "retainedOnly"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notSettledAfterDemand",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notSettledAfterDemandPercent",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageTod",
  "storageKey": null
},
v8 = {
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
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attorney",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgClosedCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ClosedCasesReport",
        "kind": "LinkedField",
        "name": "closedCasesReport",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrgClosedCasesCharts_report"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrgClosedCasesTable_report"
          }
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ],
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
    "name": "OrgClosedCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ClosedCasesReport",
        "kind": "LinkedField",
        "name": "closedCasesReport",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LabelCount",
            "kind": "LinkedField",
            "name": "byReason",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LabelCount",
            "kind": "LinkedField",
            "name": "byAttorney",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttorneyTod",
            "kind": "LinkedField",
            "name": "todByAttorney",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageDays",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClosedCaseRow",
            "kind": "LinkedField",
            "name": "cases",
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
                "name": "caseType",
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
              (v10/*:: as any*/),
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
                "name": "caseRank",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tod",
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
                "name": "wantedDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retainedDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "demandDate",
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
                "name": "reason",
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
      (v8/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c8ce507378f6fe7a6392217720361867",
    "id": null,
    "metadata": {},
    "name": "OrgClosedCasesPageQuery",
    "operationKind": "query",
    "text": "query OrgClosedCasesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $retainedOnly: Boolean!\n) {\n  closedCasesReport(startDate: $startDate, endDate: $endDate, retainedOnly: $retainedOnly) {\n    count\n    notSettledAfterDemand\n    notSettledAfterDemandPercent\n    averageTod\n    ...OrgClosedCasesCharts_report\n    ...OrgClosedCasesTable_report\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment OrgClosedCasesCharts_report on ClosedCasesReport {\n  byReason {\n    label\n    count\n  }\n  byAttorney {\n    label\n    count\n  }\n  todByAttorney {\n    attorney\n    averageDays\n  }\n}\n\nfragment OrgClosedCasesTable_report on ClosedCasesReport {\n  cases {\n    id\n    caseId\n    caseType\n    state\n    clientName\n    attorney\n    paralegal\n    caseRank\n    tod\n    dateOpened\n    wantedDate\n    retainedDate\n    demandDate\n    dateClosed\n    reason\n    closeComment\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2ef0cf0abe027cc3b51b82e92788bdd";

export default node;
