/**
 * @generated SignedSource<<58e542e148b9b18eaf0aad79b42f711c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WaitingWriteBacks_outbox$data = {
  readonly waiting: ReadonlyArray<{
    readonly caseId: number | null | undefined;
    readonly createdAt: string | null | undefined;
    readonly kind: string;
    readonly waitingBehind: string;
    readonly waitingBehindAttempts: number;
    readonly waitingBehindKind: string;
    readonly writeBackId: string;
  }>;
  readonly " $fragmentType": "WaitingWriteBacks_outbox";
};
export type WaitingWriteBacks_outbox$key = {
  readonly " $data"?: WaitingWriteBacks_outbox$data;
  readonly " $fragmentSpreads": FragmentRefs<"WaitingWriteBacks_outbox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WaitingWriteBacks_outbox",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WriteBackWaiting",
      "kind": "LinkedField",
      "name": "waiting",
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
          "name": "createdAt",
          "storageKey": null
        },
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
  "type": "WriteBackStatus",
  "abstractKey": null
};

(node as any).hash = "f5a4e6f7b943913e678fa95043c6da56";

export default node;
