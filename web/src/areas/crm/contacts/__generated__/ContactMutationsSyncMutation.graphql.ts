/**
 * @generated SignedSource<<73ecd82a99cdfc39ae994fa8a39999fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactMutationsSyncMutation$variables = Record<PropertyKey, never>;
export type ContactMutationsSyncMutation$data = {
  readonly syncContacts: {
    readonly checked: number;
    readonly message: string;
    readonly missing: number;
    readonly updated: number;
  };
};
export type ContactMutationsSyncMutation = {
  response: ContactMutationsSyncMutation$data;
  variables: ContactMutationsSyncMutation$variables;
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
    "name": "ContactMutationsSyncMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactMutationsSyncMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "124a3b7edbd6d511a1447c2f738aea89",
    "id": null,
    "metadata": {},
    "name": "ContactMutationsSyncMutation",
    "operationKind": "mutation",
    "text": "mutation ContactMutationsSyncMutation {\n  syncContacts {\n    checked\n    updated\n    missing\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "2df140a9f567ab8440e121f2c047fc87";

export default node;
