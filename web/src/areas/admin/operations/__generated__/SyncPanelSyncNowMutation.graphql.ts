/**
 * @generated SignedSource<<1c0531f70249ed80007117e557b1473e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncPanelSyncNowMutation$variables = Record<PropertyKey, never>;
export type SyncPanelSyncNowMutation$data = {
  readonly syncNow: {
    readonly completed: boolean;
    readonly status: {
      readonly consecutiveFailures: number;
      readonly lastError: string | null | undefined;
    };
  };
};
export type SyncPanelSyncNowMutation = {
  response: SyncPanelSyncNowMutation$data;
  variables: SyncPanelSyncNowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SyncNowPayload",
    "kind": "LinkedField",
    "name": "syncNow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "completed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SyncStatus",
        "kind": "LinkedField",
        "name": "status",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "consecutiveFailures",
            "storageKey": null
          }
        ],
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
    "name": "SyncPanelSyncNowMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SyncPanelSyncNowMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "587f9e15e029935e4e4961480edaae08",
    "id": null,
    "metadata": {},
    "name": "SyncPanelSyncNowMutation",
    "operationKind": "mutation",
    "text": "mutation SyncPanelSyncNowMutation {\n  syncNow {\n    completed\n    status {\n      lastError\n      consecutiveFailures\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba722fcc503516914c9b98c427e8bf2f";

export default node;
