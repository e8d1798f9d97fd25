/**
 * @generated SignedSource<<578841da83c715d116a7e5da0a7c6421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsIncidentMutation$variables = {
  caseId: number;
  facts?: string | null | undefined;
  previous?: string | null | undefined;
};
export type InvestigationFieldsIncidentMutation$data = {
  readonly updateIncident: {
    readonly incidentFacts: string | null | undefined;
  };
};
export type InvestigationFieldsIncidentMutation = {
  response: InvestigationFieldsIncidentMutation$data;
  variables: InvestigationFieldsIncidentMutation$variables;
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
    "name": "facts"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "previous"
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
        "name": "incidentFacts",
        "variableName": "facts"
      },
      {
        "kind": "Variable",
        "name": "previousFacts",
        "variableName": "previous"
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
        "name": "incidentFacts",
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
    "name": "InvestigationFieldsIncidentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFieldsIncidentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b0e52211695b24f75d37417f2d51890",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsIncidentMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsIncidentMutation(\n  $caseId: Int!\n  $facts: String\n  $previous: String\n) {\n  updateIncident(caseId: $caseId, incidentFacts: $facts, previousFacts: $previous) {\n    incidentFacts\n  }\n}\n"
  }
};
})();

(node as any).hash = "efe39d55b1294b84b8bef5b165dde9a7";

export default node;
