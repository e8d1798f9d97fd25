/**
 * @generated SignedSource<<e82510c493d67aa5dc55103434c8e2c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsIncidentTimeMutation$variables = {
  caseId: number;
  time?: string | null | undefined;
};
export type InvestigationFieldsIncidentTimeMutation$data = {
  readonly updateIncident: {
    readonly incidentTime: string | null | undefined;
  };
};
export type InvestigationFieldsIncidentTimeMutation = {
  response: InvestigationFieldsIncidentTimeMutation$data;
  variables: InvestigationFieldsIncidentTimeMutation$variables;
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
    "name": "time"
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
        "name": "incidentTime",
        "variableName": "time"
      }
    ],
    "concreteType": "Incident",
    "kind": "LinkedField",
    "name": "updateIncident",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "incidentTime",
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
    "name": "InvestigationFieldsIncidentTimeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFieldsIncidentTimeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "da7d8c15e88447f944cf59cbfb8ff684",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsIncidentTimeMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsIncidentTimeMutation(\n  $caseId: Int!\n  $time: String\n) {\n  updateIncident(caseId: $caseId, incidentTime: $time) {\n    incidentTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "2da3cddef99c91840e08d855c22bf6d5";

export default node;
