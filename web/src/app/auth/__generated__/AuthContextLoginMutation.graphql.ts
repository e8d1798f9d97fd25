/**
 * @generated SignedSource<<83a6b50f674ff111c3473186b3873144>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthContextLoginMutation$variables = {
  email: string;
  password: string;
};
export type AuthContextLoginMutation$data = {
  readonly login: {
    readonly token: string;
  };
};
export type AuthContextLoginMutation = {
  response: AuthContextLoginMutation$data;
  variables: AuthContextLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "password"
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
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": "AuthPayload",
    "kind": "LinkedField",
    "name": "login",
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
    "name": "AuthContextLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthContextLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a056ebd79082e76e1b989957f8655eb",
    "id": null,
    "metadata": {},
    "name": "AuthContextLoginMutation",
    "operationKind": "mutation",
    "text": "mutation AuthContextLoginMutation(\n  $email: String!\n  $password: String!\n) {\n  login(email: $email, password: $password) {\n    token\n  }\n}\n"
  }
};
})();

(node as any).hash = "eccf1bfdaaad0e5abfd91335faa58d09";

export default node;
