/**
 * @generated SignedSource<<13e093d00406a2896f75d9fcede78184>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeadlinesPageSendMutation$variables = {
  caseId: number;
  client?: string | null | undefined;
};
export type DeadlinesPageSendMutation$data = {
  readonly sendOverdueDeadlinesEmail: number;
};
export type DeadlinesPageSendMutation = {
  response: DeadlinesPageSendMutation$data;
  variables: DeadlinesPageSendMutation$variables;
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
      }
    ],
    "kind": "ScalarField",
    "name": "sendOverdueDeadlinesEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeadlinesPageSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeadlinesPageSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cf69a576e75e9126306944896d6b3511",
    "id": null,
    "metadata": {},
    "name": "DeadlinesPageSendMutation",
    "operationKind": "mutation",
    "text": "mutation DeadlinesPageSendMutation(\n  $caseId: Int!\n  $client: String\n) {\n  sendOverdueDeadlinesEmail(caseId: $caseId, client: $client)\n}\n"
  }
};
})();

(node as any).hash = "3b70ef4eb4c7782925a62741adfa148e";

export default node;
