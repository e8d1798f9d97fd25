/**
 * @generated SignedSource<<19a866f7bf8fa04a87563b7f6a11bdfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthContextLoginMutation$variables = {
  device?: string | null | undefined;
  email: string;
  password: string;
};
export type AuthContextLoginMutation$data = {
  readonly login: {
    readonly device: string | null | undefined;
    readonly token: string;
  };
};
export type AuthContextLoginMutation = {
  response: AuthContextLoginMutation$data;
  variables: AuthContextLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "device"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "device",
        "variableName": "device"
      },
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "device",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthContextLoginMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuthContextLoginMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "86ff95922ac4d125c65a44071e2f465f",
    "id": null,
    "metadata": {},
    "name": "AuthContextLoginMutation",
    "operationKind": "mutation",
    "text": "mutation AuthContextLoginMutation(\n  $email: String!\n  $password: String!\n  $device: String\n) {\n  login(email: $email, password: $password, device: $device) {\n    token\n    device\n  }\n}\n"
  }
};
})();

(node as any).hash = "4dbf5bf2c2cb69716b1e793b18ee0575";

export default node;
