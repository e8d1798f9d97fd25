/**
 * @generated SignedSource<<8252a51d94b6edb98e1a809a60b7150d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationMutationsRepullMutation$variables = {
  caseId: number;
};
export type ReconciliationMutationsRepullMutation$data = {
  readonly repullCase: {
    readonly caseId: number;
    readonly cleared: boolean;
    readonly facts: number;
    readonly imported: number;
  };
};
export type ReconciliationMutationsRepullMutation = {
  response: ReconciliationMutationsRepullMutation$data;
  variables: ReconciliationMutationsRepullMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
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
      }
    ],
    "concreteType": "RepullPayload",
    "kind": "LinkedField",
    "name": "repullCase",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "facts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imported",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cleared",
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
    "name": "ReconciliationMutationsRepullMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationMutationsRepullMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "29cc65cae98944035a6a52b696340678",
    "id": null,
    "metadata": {},
    "name": "ReconciliationMutationsRepullMutation",
    "operationKind": "mutation",
    "text": "mutation ReconciliationMutationsRepullMutation(\n  $caseId: Int!\n) {\n  repullCase(caseId: $caseId) {\n    caseId\n    facts\n    imported\n    cleared\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac87c90ee57c4bdf5121f8cb2633c2f8";

export default node;
