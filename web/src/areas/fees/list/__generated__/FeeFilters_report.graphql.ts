/**
 * @generated SignedSource<<d1f6d1a50f4064831857d2fafe67af98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeeFilters_report$data = {
  readonly officeOptions: ReadonlyArray<string>;
  readonly referralSourceOptions: ReadonlyArray<string>;
  readonly stateOptions: ReadonlyArray<string>;
  readonly " $fragmentType": "FeeFilters_report";
};
export type FeeFilters_report$key = {
  readonly " $data"?: FeeFilters_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeeFilters_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeeFilters_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "officeOptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stateOptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralSourceOptions",
      "storageKey": null
    }
  ],
  "type": "FeesReport",
  "abstractKey": null
};

(node as any).hash = "bc81f94ad1aaca476336cc2aa74fecb6";

export default node;
