/**
 * @generated SignedSource<<ffd0b2675d7367cf8eae47f904cfed54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeactivateUserMutation$variables = {
  userId: number;
};
export type DeactivateUserMutation$data = {
  readonly deactivateUser: {
    readonly active: boolean;
    readonly id: string;
  };
};
export type DeactivateUserMutation = {
  response: DeactivateUserMutation$data;
  variables: DeactivateUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "deactivateUser",
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
        "name": "active",
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
    "name": "DeactivateUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeactivateUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "29bf78425529fae5aba087df726624d1",
    "id": null,
    "metadata": {},
    "name": "DeactivateUserMutation",
    "operationKind": "mutation",
    "text": "mutation DeactivateUserMutation(\n  $userId: Int!\n) {\n  deactivateUser(userId: $userId) {\n    id\n    active\n  }\n}\n"
  }
};
})();

(node as any).hash = "65a43646de36917b2a39ad0a306edd95";

export default node;
