/**
 * @generated SignedSource<<adcbee801bda55f733e1091a6b0cd576>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsInjuryMutation$variables = {
  caseId: number;
  injuryId?: number | null | undefined;
  previous?: string | null | undefined;
  summary?: string | null | undefined;
};
export type InvestigationFieldsInjuryMutation$data = {
  readonly updateInjury: {
    readonly injurySummary: string | null | undefined;
  };
};
export type InvestigationFieldsInjuryMutation = {
  response: InvestigationFieldsInjuryMutation$data;
  variables: InvestigationFieldsInjuryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "caseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "injuryId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "previous"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "summary"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Variable",
        "name": "injuryId",
        "variableName": "injuryId"
      },
      {
        "kind": "Variable",
        "name": "injurySummary",
        "variableName": "summary"
      },
      {
        "kind": "Variable",
        "name": "previousInjurySummary",
        "variableName": "previous"
      }
    ],
    "concreteType": "Incident",
    "kind": "LinkedField",
    "name": "updateInjury",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "injurySummary",
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
    "name": "InvestigationFieldsInjuryMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InvestigationFieldsInjuryMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "4d650787d3b180b3a64ebf01a772df11",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsInjuryMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsInjuryMutation(\n  $caseId: Int!\n  $injuryId: Int\n  $summary: String\n  $previous: String\n) {\n  updateInjury(caseId: $caseId, injuryId: $injuryId, injurySummary: $summary, previousInjurySummary: $previous) {\n    injurySummary\n  }\n}\n"
  }
};
})();

(node as any).hash = "d740a61ebca6dd225c65c841d64948a4";

export default node;
