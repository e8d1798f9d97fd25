/**
 * @generated SignedSource<<3d6d30111b08cc9b8cfc4d7b4ebc6759>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalanceCommentsDialog_row$data = {
  readonly caseId: number;
  readonly clientName: string;
  readonly comments: string | null | undefined;
  readonly description: string | null | undefined;
  readonly medicalProvider: string;
  readonly medicalProviderId: number;
  readonly summary: string;
  readonly " $fragmentType": "BalanceCommentsDialog_row";
};
export type BalanceCommentsDialog_row$key = {
  readonly " $data"?: BalanceCommentsDialog_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceCommentsDialog_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceCommentsDialog_row",
  "selections": [
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
      "name": "clientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medicalProviderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medicalProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comments",
      "storageKey": null
    }
  ],
  "type": "BalanceVerification",
  "abstractKey": null
};

(node as any).hash = "01a70de170b8e84ab74e536e7be1c997";

export default node;
