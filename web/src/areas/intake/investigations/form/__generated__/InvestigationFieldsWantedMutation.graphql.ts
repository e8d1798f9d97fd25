/**
 * @generated SignedSource<<fc2707f201fdc3f0a4e4629221582e8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsWantedMutation$variables = {
  caseId: number;
  wantedDate: string;
};
export type InvestigationFieldsWantedMutation$data = {
  readonly insertSaWantedDate: {
    readonly id: string;
    readonly wantedDate: string | null | undefined;
  };
};
export type InvestigationFieldsWantedMutation = {
  response: InvestigationFieldsWantedMutation$data;
  variables: InvestigationFieldsWantedMutation$variables;
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
    "name": "wantedDate"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "caseId",
            "variableName": "caseId"
          },
          {
            "kind": "Variable",
            "name": "wantedDate",
            "variableName": "wantedDate"
          }
        ],
        "kind": "ObjectValue",
        "name": "dateInput"
      }
    ],
    "concreteType": "Case",
    "kind": "LinkedField",
    "name": "insertSaWantedDate",
    "plural": false,
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
        "name": "wantedDate",
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
    "name": "InvestigationFieldsWantedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFieldsWantedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4786da6c123347323497d3de3ae7b57d",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsWantedMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsWantedMutation(\n  $caseId: Int!\n  $wantedDate: String!\n) {\n  insertSaWantedDate(dateInput: {caseId: $caseId, wantedDate: $wantedDate}) {\n    id\n    wantedDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "473134c32055256209afc089ec7922e5";

export default node;
