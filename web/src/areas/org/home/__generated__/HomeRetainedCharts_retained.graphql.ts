/**
 * @generated SignedSource<<def5b6867c3c535703b6b423b6f03043>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRetainedCharts_retained$data = {
  readonly months: ReadonlyArray<{
    readonly fromSource: number;
    readonly leads: number;
    readonly netRetained: number;
    readonly retained: number;
    readonly wanted: number;
    readonly yearMonth: string;
  }>;
  readonly source: string;
  readonly sources: ReadonlyArray<string>;
  readonly " $fragmentType": "HomeRetainedCharts_retained";
};
export type HomeRetainedCharts_retained$key = {
  readonly " $data"?: HomeRetainedCharts_retained$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeRetainedCharts_retained">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeRetainedCharts_retained",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sources",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeRetainedMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retained",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "netRetained",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leads",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wanted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeRetained",
  "abstractKey": null
};

(node as any).hash = "3537f4f302ccefce4623544115263993";

export default node;
