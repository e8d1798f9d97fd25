/**
 * @generated SignedSource<<848d42584a9f4aa632de4d406bc6cfce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthContextLogoutMutation$variables = Record<PropertyKey, never>;
export type AuthContextLogoutMutation$data = {
  readonly logout: boolean;
};
export type AuthContextLogoutMutation = {
  response: AuthContextLogoutMutation$data;
  variables: AuthContextLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "logout",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthContextLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuthContextLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "336f6cf255d68e7a96d3ea45e3b127b0",
    "id": null,
    "metadata": {},
    "name": "AuthContextLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation AuthContextLogoutMutation {\n  logout\n}\n"
  }
};
})();

(node as any).hash = "756b5e99e411e182b1e272376f927648";

export default node;
