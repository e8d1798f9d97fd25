/**
 * @generated SignedSource<<d3db35cad0b262360c8655b6f20d4882>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsIncidentDateMutation$variables = {
  caseId: number;
  date: string;
};
export type InvestigationFieldsIncidentDateMutation$data = {
  readonly updateIncidentDate: {
    readonly incidentDate: string | null | undefined;
  };
};
export type InvestigationFieldsIncidentDateMutation = {
  response: InvestigationFieldsIncidentDateMutation$data;
  variables: InvestigationFieldsIncidentDateMutation$variables;
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
    "name": "date"
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
        "name": "incidentDate",
        "variableName": "date"
      }
    ],
    "concreteType": "Incident",
    "kind": "LinkedField",
    "name": "updateIncidentDate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "incidentDate",
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
    "name": "InvestigationFieldsIncidentDateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFieldsIncidentDateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "810147654096c3ebd957c9b27b2e693d",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsIncidentDateMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsIncidentDateMutation(\n  $caseId: Int!\n  $date: String!\n) {\n  updateIncidentDate(caseId: $caseId, incidentDate: $date) {\n    incidentDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "b59e51747db6c6bac4333d57dab71468";

export default node;
