/**
 * @generated SignedSource<<203bf9e0e3d6de406e6ef9b0835e60c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetryWriteBackMutation$variables = {
  writeBackId: string;
};
export type RetryWriteBackMutation$data = {
  readonly retryWriteBack: {
    readonly position: number;
    readonly writeBackId: string;
  };
};
export type RetryWriteBackMutation = {
  response: RetryWriteBackMutation$data;
  variables: RetryWriteBackMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "writeBackId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "writeBackId",
        "variableName": "writeBackId"
      }
    ],
    "concreteType": "RetryWriteBackPayload",
    "kind": "LinkedField",
    "name": "retryWriteBack",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "writeBackId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "position",
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
    "name": "RetryWriteBackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RetryWriteBackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b74b44db0598519db1b6027399e722d",
    "id": null,
    "metadata": {},
    "name": "RetryWriteBackMutation",
    "operationKind": "mutation",
    "text": "mutation RetryWriteBackMutation(\n  $writeBackId: String!\n) {\n  retryWriteBack(writeBackId: $writeBackId) {\n    writeBackId\n    position\n  }\n}\n"
  }
};
})();

(node as any).hash = "c98658a3fe086b37f90109f6e0499b95";

export default node;
