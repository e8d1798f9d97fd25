/**
 * @generated SignedSource<<9d213c5697355f1f85b5b2d21b8d22ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFormDialogQuery$variables = {
  caseId: number;
};
export type InvestigationFormDialogQuery$data = {
  readonly advertisingSources: ReadonlyArray<{
    readonly contact: string;
    readonly contactId: number;
  }>;
  readonly caseStates: ReadonlyArray<{
    readonly state: string;
    readonly stateId: number;
  }>;
  readonly caseStatuses: ReadonlyArray<{
    readonly status: string;
    readonly statusId: number;
  }>;
  readonly intakeRanks: ReadonlyArray<{
    readonly rank: string;
    readonly rankId: number;
  }>;
  readonly investigation: {
    readonly case: {
      readonly clientName: string;
      readonly id: string;
      readonly intakeRankId: number | null | undefined;
      readonly referralSource: string | null | undefined;
      readonly status: string | null | undefined;
      readonly statusId: number | null | undefined;
      readonly wantedDate: string | null | undefined;
    };
    readonly caseId: number;
    readonly incident: {
      readonly incidentDate: string | null | undefined;
      readonly incidentFacts: string | null | undefined;
      readonly incidentTime: string | null | undefined;
      readonly injuryId: number;
      readonly injurySummary: string | null | undefined;
      readonly stateId: number | null | undefined;
    };
    readonly intakeCompleteEnabled: boolean;
    readonly partialCompletionEnabled: boolean;
    readonly plaintiffId: number | null | undefined;
    readonly quickInjuryIds: ReadonlyArray<number>;
    readonly udfs: ReadonlyArray<{
      readonly id: string;
      readonly inputType: string;
      readonly options: ReadonlyArray<string>;
      readonly udfLabel: string;
      readonly udfTypeId: number;
      readonly udfValue: string | null | undefined;
      readonly udfValueId: number | null | undefined;
      readonly udfValues: ReadonlyArray<string>;
    }>;
  };
  readonly quickInjuries: ReadonlyArray<{
    readonly injury: string;
    readonly injuryId: number;
  }>;
};
export type InvestigationFormDialogQuery = {
  response: InvestigationFormDialogQuery$data;
  variables: InvestigationFormDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "injuryId",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      }
    ],
    "concreteType": "Investigation",
    "kind": "LinkedField",
    "name": "investigation",
    "plural": false,
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
        "name": "partialCompletionEnabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "intakeCompleteEnabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "plaintiffId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quickInjuryIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "case",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientName",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "intakeRankId",
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
            "name": "referralSource",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Incident",
        "kind": "LinkedField",
        "name": "incident",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incidentDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incidentTime",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incidentFacts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "injurySummary",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CaseUdf",
        "kind": "LinkedField",
        "name": "udfs",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "udfTypeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "udfValueId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "udfValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "udfValues",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "udfLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inputType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "options",
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
    "concreteType": "StatusOption",
    "kind": "LinkedField",
    "name": "caseStatuses",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "RankOption",
    "kind": "LinkedField",
    "name": "intakeRanks",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rankId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rank",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "StateOption",
    "kind": "LinkedField",
    "name": "caseStates",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "QuickInjuryOption",
    "kind": "LinkedField",
    "name": "quickInjuries",
    "plural": true,
    "selections": [
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "injury",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AdvertisingSourceOption",
    "kind": "LinkedField",
    "name": "advertisingSources",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contact",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvestigationFormDialogQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFormDialogQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "9ed4d9eefa39d17a2b28bacb7c51cb23",
    "id": null,
    "metadata": {},
    "name": "InvestigationFormDialogQuery",
    "operationKind": "query",
    "text": "query InvestigationFormDialogQuery(\n  $caseId: Int!\n) {\n  investigation(caseId: $caseId) {\n    caseId\n    partialCompletionEnabled\n    intakeCompleteEnabled\n    plaintiffId\n    quickInjuryIds\n    case {\n      id\n      clientName\n      status\n      statusId\n      intakeRankId\n      wantedDate\n      referralSource\n    }\n    incident {\n      incidentDate\n      incidentTime\n      stateId\n      incidentFacts\n      injurySummary\n      injuryId\n    }\n    udfs {\n      id\n      udfTypeId\n      udfValueId\n      udfValue\n      udfValues\n      udfLabel\n      inputType\n      options\n    }\n  }\n  caseStatuses {\n    statusId\n    status\n  }\n  intakeRanks {\n    rankId\n    rank\n  }\n  caseStates {\n    stateId\n    state\n  }\n  quickInjuries {\n    injuryId\n    injury\n  }\n  advertisingSources {\n    contactId\n    contact\n  }\n}\n"
  }
};
})();

(node as any).hash = "127ac621fd648b334c442f9e7bb60c49";

export default node;
