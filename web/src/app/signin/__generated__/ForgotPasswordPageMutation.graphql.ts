/**
 * @generated SignedSource<<8fc34e577c32ab961f70da662f0b4666>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ForgotPasswordPageMutation$variables = {
  email: string;
};
export type ForgotPasswordPageMutation$data = {
  readonly sendPasswordResetEmail: {
    readonly email: string;
  };
};
export type ForgotPasswordPageMutation = {
  response: ForgotPasswordPageMutation$data;
  variables: ForgotPasswordPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "SendPasswordResetEmailPayload",
    "kind": "LinkedField",
    "name": "sendPasswordResetEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "ForgotPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "88dcadcf09b5cb0e43279d1acfba736b",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation ForgotPasswordPageMutation(\n  $email: String!\n) {\n  sendPasswordResetEmail(email: $email) {\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "3608c640adee2890e119d00cf9ff09d9";

export default node;
