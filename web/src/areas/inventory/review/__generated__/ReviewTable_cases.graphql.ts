/**
 * @generated SignedSource<<d825bbae97c13c4e4c71a9d4353eed52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RowColor = "RED" | "WHITE" | "YELLOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewTable_cases$data = ReadonlyArray<{
  readonly caseId: number;
  readonly clientName: string;
  readonly color: RowColor;
  readonly dateOfLastReview: string | null | undefined;
  readonly daysSinceReview: number | null | undefined;
  readonly lastFileReviewNote: string | null | undefined;
  readonly paralegal: string | null | undefined;
  readonly stage: string | null | undefined;
  readonly " $fragmentType": "ReviewTable_cases";
}>;
export type ReviewTable_cases$key = ReadonlyArray<{
  readonly " $data"?: ReviewTable_cases$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewTable_cases">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ReviewTable_cases",
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
      "name": "stage",
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
      "name": "paralegal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLastReview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysSinceReview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastFileReviewNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    }
  ],
  "type": "ReviewCase",
  "abstractKey": null
};

(node as any).hash = "96a5fe6d2a2f0d1402ab658fbd02aa80";

export default node;
