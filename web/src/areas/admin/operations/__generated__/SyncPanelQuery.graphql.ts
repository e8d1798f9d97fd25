/**
 * @generated SignedSource<<c05cec604c83180cbfe38f8ae52a9c70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncPanelQuery$variables = Record<PropertyKey, never>;
export type SyncPanelQuery$data = {
  readonly syncStatus: {
    readonly behind: boolean;
    readonly consecutiveFailures: number;
    readonly cursor: string | null | undefined;
    readonly factsApplied: number;
    readonly lagSeconds: number | null | undefined;
    readonly lastError: string | null | undefined;
    readonly lastErrorAt: string | null | undefined;
    readonly lastPullAt: string | null | undefined;
    readonly lastSuccessAt: string | null | undefined;
    readonly newestFactAt: string | null | undefined;
    readonly nextAttemptAt: string | null | undefined;
    readonly parked: ReadonlyArray<{
      readonly attempts: number;
      readonly caseId: number | null | undefined;
      readonly factId: string;
      readonly factType: string;
      readonly parkedAt: string;
      readonly reason: string;
    }>;
    readonly parkedCount: number;
    readonly pulls: number;
    readonly secondsSinceSuccess: number | null | undefined;
  };
};
export type SyncPanelQuery = {
  response: SyncPanelQuery$data;
  variables: SyncPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SyncStatus",
    "kind": "LinkedField",
    "name": "syncStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lagSeconds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newestFactAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastPullAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSuccessAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondsSinceSuccess",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "behind",
        "storageKey": null
      },
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
        "name": "lastErrorAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "consecutiveFailures",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextAttemptAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pulls",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "factsApplied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parkedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ParkedFact",
        "kind": "LinkedField",
        "name": "parked",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "factId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "factType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "parkedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attempts",
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
    "name": "SyncPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SyncPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0b3373753c4d4b387cf41ccacce258c9",
    "id": null,
    "metadata": {},
    "name": "SyncPanelQuery",
    "operationKind": "query",
    "text": "query SyncPanelQuery {\n  syncStatus {\n    cursor\n    lagSeconds\n    newestFactAt\n    lastPullAt\n    lastSuccessAt\n    secondsSinceSuccess\n    behind\n    lastError\n    lastErrorAt\n    consecutiveFailures\n    nextAttemptAt\n    pulls\n    factsApplied\n    parkedCount\n    parked {\n      factId\n      factType\n      caseId\n      reason\n      parkedAt\n      attempts\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "edfeca40dcf5909c70ddc47902e87f2f";

export default node;
