/**
 * @generated SignedSource<<159beddd5dc6f41a84036e2b71e5b0d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OutboxPanel_outbox$data = {
  readonly failed: number;
  readonly failures: ReadonlyArray<{
    readonly attempts: number;
    readonly caseId: number | null | undefined;
    readonly createdAt: string | null | undefined;
    readonly kind: string;
    readonly lastError: string | null | undefined;
    readonly nextAttemptAt: string | null | undefined;
    readonly writeBackId: string;
  }>;
  readonly lastError: string | null | undefined;
  readonly lastErrorAt: string | null | undefined;
  readonly lastPushedAt: string | null | undefined;
  readonly pending: number;
  readonly " $fragmentType": "OutboxPanel_outbox";
};
export type OutboxPanel_outbox$key = {
  readonly " $data"?: OutboxPanel_outbox$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutboxPanel_outbox">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastError",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutboxPanel_outbox",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "writeBackId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "attempts",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WriteBackStatus",
  "abstractKey": null
};
})();

(node as any).hash = "8790fa59dfb7550a5d69f3f441c3ef45";

export default node;
