/**
 * @generated SignedSource<<5040fb3aa6e8680b2cc9e91fa6bb5be2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OperationsPageQuery$variables = Record<PropertyKey, never>;
export type OperationsPageQuery$data = {
  readonly operations: {
    readonly checkedAt: string;
    readonly outbox: {
      readonly failed: number;
      readonly " $fragmentSpreads": FragmentRefs<"OutboxPanel_outbox" | "WaitingWriteBacks_outbox">;
    };
    readonly profile: string;
    readonly projections: ReadonlyArray<{
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectionsTable_projections">;
    }>;
    readonly rebuilding: boolean;
    readonly relay: {
      readonly bus: string;
      readonly busConnected: boolean;
      readonly checkpoint: number;
      readonly head: number;
      readonly lag: number;
      readonly stream: {
        readonly consumers: number;
        readonly lastSequence: number;
        readonly messages: number;
        readonly name: string;
      } | null | undefined;
      readonly streamError: string | null | undefined;
      readonly updatedAt: string | null | undefined;
    };
  };
  readonly reconciliation: {
    readonly " $fragmentSpreads": FragmentRefs<"ReconciliationPanel_report">;
  } | null | undefined;
};
export type OperationsPageQuery = {
  response: OperationsPageQuery$data;
  variables: OperationsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profile",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rebuilding",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checkedAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lag",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "RelayState",
  "kind": "LinkedField",
  "name": "relay",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkpoint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "head",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "busConnected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventStreamState",
      "kind": "LinkedField",
      "name": "stream",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSequence",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consumers",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streamError",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failed",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generation",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastError",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "writeBackId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OperationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OperationsOverview",
        "kind": "LinkedField",
        "name": "operations",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectionOperation",
            "kind": "LinkedField",
            "name": "projections",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectionsTable_projections"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WriteBackStatus",
            "kind": "LinkedField",
            "name": "outbox",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OutboxPanel_outbox"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WaitingWriteBacks_outbox"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationReport",
        "kind": "LinkedField",
        "name": "reconciliation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReconciliationPanel_report"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OperationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OperationsOverview",
        "kind": "LinkedField",
        "name": "operations",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectionOperation",
            "kind": "LinkedField",
            "name": "projections",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "codeVersion",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FailedEvent",
                "kind": "LinkedField",
                "name": "failedEvent",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "streamId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RebuildProgress",
                "kind": "LinkedField",
                "name": "rebuild",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "done",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "percent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "etaSeconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "error",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WriteBackStatus",
            "kind": "LinkedField",
            "name": "outbox",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pending",
                "storageKey": null
              },
              (v10/*:: as any*/),
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
                "name": "lastPushedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WriteBackFailure",
                "kind": "LinkedField",
                "name": "failures",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attempts",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextAttemptAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WriteBackWaiting",
                "kind": "LinkedField",
                "name": "waiting",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waitingBehind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waitingBehindKind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waitingBehindAttempts",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationReport",
        "kind": "LinkedField",
        "name": "reconciliation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "runId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trigger",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "finishedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "casesHere",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "casesThere",
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fieldDiffers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "missingHere",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "missingThere",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "writeBackNotTaken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CaseDriftRow",
            "kind": "LinkedField",
            "name": "drift",
            "plural": true,
            "selections": [
              (v14/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldDriftRow",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "here",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "there",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "writeBackPushed",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "23066743c90f6c9855ba056ba9efbb36",
    "id": null,
    "metadata": {},
    "name": "OperationsPageQuery",
    "operationKind": "query",
    "text": "query OperationsPageQuery {\n  operations {\n    profile\n    rebuilding\n    checkedAt\n    projections {\n      name\n      ...ProjectionsTable_projections\n    }\n    relay {\n      checkpoint\n      head\n      lag\n      bus\n      busConnected\n      updatedAt\n      stream {\n        name\n        messages\n        lastSequence\n        consumers\n      }\n      streamError\n    }\n    outbox {\n      failed\n      ...OutboxPanel_outbox\n      ...WaitingWriteBacks_outbox\n    }\n  }\n  reconciliation {\n    ...ReconciliationPanel_report\n  }\n}\n\nfragment OutboxPanel_outbox on WriteBackStatus {\n  pending\n  failed\n  lastError\n  lastErrorAt\n  lastPushedAt\n  failures {\n    writeBackId\n    kind\n    caseId\n    attempts\n    lastError\n    createdAt\n    nextAttemptAt\n  }\n}\n\nfragment ProjectionsTable_projections on ProjectionOperation {\n  name\n  version\n  codeVersion\n  generation\n  position\n  lag\n  state\n  lastError\n  failedEvent {\n    position\n    eventType\n    streamId\n  }\n  rebuild {\n    state\n    generation\n    done\n    total\n    percent\n    rate\n    etaSeconds\n    error\n  }\n}\n\nfragment ReconciliationPanel_report on ReconciliationReport {\n  runId\n  trigger\n  finishedAt\n  casesHere\n  casesThere\n  total\n  fieldDiffers\n  missingHere\n  missingThere\n  writeBackNotTaken\n  drift {\n    caseId\n    kind\n    fields {\n      field\n      here\n      there\n      writeBackId\n      writeBackPushed\n    }\n  }\n}\n\nfragment WaitingWriteBacks_outbox on WriteBackStatus {\n  waiting {\n    writeBackId\n    kind\n    caseId\n    createdAt\n    waitingBehind\n    waitingBehindKind\n    waitingBehindAttempts\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1addcf82f99bb3fb5567cebc4b8b32a";

export default node;
