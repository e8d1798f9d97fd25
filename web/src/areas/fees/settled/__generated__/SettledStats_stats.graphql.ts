/**
 * @generated SignedSource<<3ba14d2b2f37f1ef8c7c4e8fd68eca64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettledStats_stats$data = ReadonlyArray<{
  readonly averageFee: number;
  readonly cases: number;
  readonly key: string;
  readonly litigationAverage: number;
  readonly litigationCases: number;
  readonly normalRangeAverage: number;
  readonly preLitigationAverage: number;
  readonly qualifyingCases: number;
  readonly totalFees: number;
  readonly " $fragmentType": "SettledStats_stats";
}>;
export type SettledStats_stats$key = ReadonlyArray<{
  readonly " $data"?: SettledStats_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettledStats_stats">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SettledStats_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cases",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qualifyingCases",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "litigationCases",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalFees",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "normalRangeAverage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preLitigationAverage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "litigationAverage",
      "storageKey": null
    }
  ],
  "type": "SettledCaseStats",
  "abstractKey": null
};

(node as any).hash = "f3f5fbc05cd1bd2bc7edb63626a221c8";

export default node;
