/**
 * @generated SignedSource<<ef9196a66e6eb355a70cc216336e257d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseSummaryPageQuery$variables = {
  caseId: number;
};
export type CaseSummaryPageQuery$data = {
  readonly case: {
    readonly caseId: number;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CaseHeader_case" | "CaseSummary_case">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type CaseSummaryPageQuery = {
  response: CaseSummaryPageQuery$data;
  variables: CaseSummaryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "caseId",
    "variableName": "caseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidCents",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adjustedCents",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceCents",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseSummaryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "case",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseHeader_case"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseSummary_case"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CaseSystemLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CaseSummaryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "case",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "name": "caseNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stage",
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
            "name": "subType",
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
            "name": "dateOfIncident",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "daysSinceIncident",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PhoneNumber",
            "kind": "LinkedField",
            "name": "phoneNumbers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phoneNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicalProvider",
            "kind": "LinkedField",
            "name": "medicalProviders",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "medicalProvider",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "final",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicalTotals",
            "kind": "LinkedField",
            "name": "medicalTotals",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order",
                "value": "OLDEST_FIRST"
              }
            ],
            "concreteType": "Note",
            "kind": "LinkedField",
            "name": "notes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "plainText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creatorName",
                "storageKey": null
              }
            ],
            "storageKey": "notes(order:\"OLDEST_FIRST\")"
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
    ]
  },
  "params": {
    "cacheID": "c5d2b1ed0e17af6a4970f79ec86322a9",
    "id": null,
    "metadata": {},
    "name": "CaseSummaryPageQuery",
    "operationKind": "query",
    "text": "query CaseSummaryPageQuery(\n  $caseId: Int!\n) {\n  case(caseId: $caseId) {\n    id\n    caseId\n    ...CaseHeader_case\n    ...CaseSummary_case\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseHeader_case on Case {\n  caseId\n  clientName\n  caseNumber\n  status\n  stage\n  type\n  subType\n  office\n}\n\nfragment CaseNoteList_notes on Note {\n  id\n  plainText\n  createdAt\n  creatorName\n}\n\nfragment CaseSummary_case on Case {\n  dateOfIncident\n  daysSinceIncident\n  ...PhoneNumbers_case\n  ...MedicalProvidersTable_case\n  notes(order: OLDEST_FIRST) {\n    ...CaseNoteList_notes\n    id\n  }\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment MedicalProvidersTable_case on Case {\n  medicalProviders {\n    id\n    medicalProvider\n    totalCents\n    paidCents\n    adjustedCents\n    balanceCents\n    final\n  }\n  medicalTotals {\n    totalCents\n    paidCents\n    adjustedCents\n    balanceCents\n  }\n}\n\nfragment PhoneNumbers_case on Case {\n  phoneNumbers {\n    phoneNumber\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbeab4ce9938c85edf117a68ec03c707";

export default node;
