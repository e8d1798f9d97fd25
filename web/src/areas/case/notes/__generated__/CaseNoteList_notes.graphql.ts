/**
 * @generated SignedSource<<3d2a9a5f129a21bf66f915f40bde62fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseNoteList_notes$data = ReadonlyArray<{
  readonly createdAt: string | null | undefined;
  readonly creatorName: string | null | undefined;
  readonly id: string;
  readonly plainText: string;
  readonly " $fragmentType": "CaseNoteList_notes";
}>;
export type CaseNoteList_notes$key = ReadonlyArray<{
  readonly " $data"?: CaseNoteList_notes$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseNoteList_notes">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CaseNoteList_notes",
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
      "name": "plainText",
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
      "name": "creatorName",
      "storageKey": null
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "cdff128425facbd770ccdc4e7aaa2825";

export default node;
