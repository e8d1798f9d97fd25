/**
 * @generated SignedSource<<ec0e464b10f338091313339e3bc512ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationReportDialogQuery$variables = {
  caseId: number;
};
export type InvestigationReportDialogQuery$data = {
  readonly case: {
    readonly caseId: number;
    readonly clientName: string;
    readonly dateOfIncident: string | null | undefined;
    readonly incidentFacts: string | null | undefined;
    readonly incidentTime: string | null | undefined;
    readonly injurySummary: string | null | undefined;
    readonly intakeRank: string | null | undefined;
    readonly referralSource: string | null | undefined;
    readonly status: string | null | undefined;
    readonly wantedDate: string | null | undefined;
  };
  readonly incidentUdfs: ReadonlyArray<{
    readonly id: string;
    readonly inputType: string;
    readonly udfLabel: string;
    readonly udfValues: ReadonlyArray<string>;
  }>;
};
export type InvestigationReportDialogQuery = {
  response: InvestigationReportDialogQuery$data;
  variables: InvestigationReportDialogQuery$variables;
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
  "name": "caseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "intakeRank",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wantedDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referralSource",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateOfIncident",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "incidentTime",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "incidentFacts",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "injurySummary",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "CaseUdf",
  "kind": "LinkedField",
  "name": "incidentUdfs",
  "plural": true,
  "selections": [
    (v12/*:: as any*/),
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
      "name": "udfValues",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvestigationReportDialogQuery",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationReportDialogQuery",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9df1ddb6cf2f969fd7e9eb205ecb16bb",
    "id": null,
    "metadata": {},
    "name": "InvestigationReportDialogQuery",
    "operationKind": "query",
    "text": "query InvestigationReportDialogQuery(\n  $caseId: Int!\n) {\n  case(caseId: $caseId) {\n    caseId\n    clientName\n    status\n    intakeRank\n    wantedDate\n    referralSource\n    dateOfIncident\n    incidentTime\n    incidentFacts\n    injurySummary\n    id\n  }\n  incidentUdfs(caseId: $caseId) {\n    id\n    udfLabel\n    inputType\n    udfValues\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb5300b2fabeb2335136eead6813b407";

export default node;
