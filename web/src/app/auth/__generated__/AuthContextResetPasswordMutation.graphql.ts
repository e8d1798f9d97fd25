/**
 * @generated SignedSource<<aa1b8e8c821ec56cc01b36b8f4f72b41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthContextResetPasswordMutation$variables = {
  password: string;
  token: string;
};
export type AuthContextResetPasswordMutation$data = {
  readonly resetPassword: {
    readonly token: string;
  };
};
export type AuthContextResetPasswordMutation = {
  response: AuthContextResetPasswordMutation$data;
  variables: AuthContextResetPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "password"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "AuthPayload",
    "kind": "LinkedField",
    "name": "resetPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
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
    "name": "AuthContextResetPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthContextResetPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bf77b2cabe9cf11d51bb00860b1efa0c",
    "id": null,
    "metadata": {},
    "name": "AuthContextResetPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation AuthContextResetPasswordMutation(\n  $password: String!\n  $token: String!\n) {\n  resetPassword(password: $password, token: $token) {\n    token\n  }\n}\n"
  }
};
})();

(node as any).hash = "536890f369d019c8639fb857c908e885";

export default node;
