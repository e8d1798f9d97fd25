/**
 * @generated SignedSource<<15bf7e908d30ab60fdd2a0f14af3ba80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgClientContactPageSendMutation$variables = {
  caseId: number;
  client?: string | null | undefined;
  daysSinceContact?: number | null | undefined;
};
export type OrgClientContactPageSendMutation$data = {
  readonly sendOverdueContactEmail: number;
};
export type OrgClientContactPageSendMutation = {
  response: OrgClientContactPageSendMutation$data;
  variables: OrgClientContactPageSendMutation$variables;
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
    "name": "client"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "daysSinceContact"
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
        "name": "client",
        "variableName": "client"
      },
      {
        "kind": "Variable",
        "name": "daysSinceContact",
        "variableName": "daysSinceContact"
      }
    ],
    "kind": "ScalarField",
    "name": "sendOverdueContactEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgClientContactPageSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrgClientContactPageSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9eded0f42a1a9b882427b93fd200930b",
    "id": null,
    "metadata": {},
    "name": "OrgClientContactPageSendMutation",
    "operationKind": "mutation",
    "text": "mutation OrgClientContactPageSendMutation(\n  $caseId: Int!\n  $client: String\n  $daysSinceContact: Int\n) {\n  sendOverdueContactEmail(caseId: $caseId, client: $client, daysSinceContact: $daysSinceContact)\n}\n"
  }
};
})();

(node as any).hash = "08b4646a3cb6b225d2bd512164fdb4b0";

export default node;
