/**
 * @generated SignedSource<<13eb44eb18a4e8dcd15ab4601bdadddf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFormDialogCompleteMutation$variables = {
  caseId: number;
  type: string;
};
export type InvestigationFormDialogCompleteMutation$data = {
  readonly completeInvestigation: boolean;
};
export type InvestigationFormDialogCompleteMutation = {
  response: InvestigationFormDialogCompleteMutation$data;
  variables: InvestigationFormDialogCompleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = [
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
        "name": "type",
        "variableName": "type"
      }
    ],
    "kind": "ScalarField",
    "name": "completeInvestigation",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvestigationFormDialogCompleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFormDialogCompleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cd2a542bbb023cdf9f5a7db232908328",
    "id": null,
    "metadata": {},
    "name": "InvestigationFormDialogCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFormDialogCompleteMutation(\n  $caseId: Int!\n  $type: String!\n) {\n  completeInvestigation(caseId: $caseId, type: $type)\n}\n"
  }
};
})();

(node as any).hash = "4ac9299c6f9aa233a875d6b5b5e61421";

export default node;
