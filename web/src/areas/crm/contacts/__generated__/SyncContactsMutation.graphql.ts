/**
 * @generated SignedSource<<9abd8e56fff3aefae3d95da9f51fc47b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncContactsMutation$variables = Record<PropertyKey, never>;
export type SyncContactsMutation$data = {
  readonly syncContacts: {
    readonly checked: number;
    readonly message: string;
    readonly missing: number;
    readonly updated: number;
  };
};
export type SyncContactsMutation = {
  response: SyncContactsMutation$data;
  variables: SyncContactsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SyncContactsPayload",
    "kind": "LinkedField",
    "name": "syncContacts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checked",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "missing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SyncContactsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SyncContactsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e3c0a3485ceb903a4be66257d6c2a1b7",
    "id": null,
    "metadata": {},
    "name": "SyncContactsMutation",
    "operationKind": "mutation",
    "text": "mutation SyncContactsMutation {\n  syncContacts {\n    checked\n    updated\n    missing\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "3444e42fe43b0695b30889c70ec2dd0a";

export default node;
