/**
 * @generated SignedSource<<7f8c30ebb47302ba8ce624801f72bec5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsIncidentStateMutation$variables = {
  caseId: number;
  stateId: number;
};
export type InvestigationFieldsIncidentStateMutation$data = {
  readonly updateIncidentState: {
    readonly stateId: number | null | undefined;
  };
};
export type InvestigationFieldsIncidentStateMutation = {
  response: InvestigationFieldsIncidentStateMutation$data;
  variables: InvestigationFieldsIncidentStateMutation$variables;
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
    "name": "stateId"
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
        "name": "stateId",
        "variableName": "stateId"
      }
    ],
    "concreteType": "Incident",
    "kind": "LinkedField",
    "name": "updateIncidentState",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateId",
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
    "name": "InvestigationFieldsIncidentStateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFieldsIncidentStateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b1dbdf67be4822315325f8f27df2ce51",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsIncidentStateMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsIncidentStateMutation(\n  $caseId: Int!\n  $stateId: Int!\n) {\n  updateIncidentState(caseId: $caseId, stateId: $stateId) {\n    stateId\n  }\n}\n"
  }
};
})();

(node as any).hash = "83d6bd5a8f8c2dc50924a33c5adb9302";

export default node;
