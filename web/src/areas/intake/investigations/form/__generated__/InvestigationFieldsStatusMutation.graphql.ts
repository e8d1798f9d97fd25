/**
 * @generated SignedSource<<772894e2585077e68381be0809c5ef19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsStatusMutation$variables = {
  caseId: number;
  statusId: number;
  type: number;
};
export type InvestigationFieldsStatusMutation$data = {
  readonly upsertSaStatus: {
    readonly id: string;
    readonly intakeRank: string | null | undefined;
    readonly intakeRankId: number | null | undefined;
    readonly status: string | null | undefined;
    readonly statusId: number | null | undefined;
  };
};
export type InvestigationFieldsStatusMutation = {
  response: InvestigationFieldsStatusMutation$data;
  variables: InvestigationFieldsStatusMutation$variables;
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
    "name": "statusId"
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
        "fields": [
          {
            "kind": "Variable",
            "name": "caseId",
            "variableName": "caseId"
          },
          {
            "kind": "Variable",
            "name": "statusId",
            "variableName": "statusId"
          },
          {
            "kind": "Variable",
            "name": "type",
            "variableName": "type"
          }
        ],
        "kind": "ObjectValue",
        "name": "status"
      }
    ],
    "concreteType": "Case",
    "kind": "LinkedField",
    "name": "upsertSaStatus",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusId",
        "storageKey": null
      },
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
        "name": "intakeRank",
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
    "name": "InvestigationFieldsStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationFieldsStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8f1d5416dbb114db6ba557aea4c01ac6",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsStatusMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsStatusMutation(\n  $caseId: Int!\n  $statusId: Int!\n  $type: Int!\n) {\n  upsertSaStatus(status: {caseId: $caseId, statusId: $statusId, type: $type}) {\n    id\n    status\n    statusId\n    intakeRankId\n    intakeRank\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f24e473501a9ad74a592e0636cc7fda";

export default node;
