/**
 * @generated SignedSource<<546cd5f9c181067eadd2ae7bc457f94b>>
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
    readonly fromSourceByOffice: ReadonlyArray<{
      readonly count: number;
      readonly office: string;
    }>;
    readonly leads: number;
    readonly netRetained: number;
    readonly netRetainedByOffice: ReadonlyArray<{
      readonly count: number;
      readonly office: string;
    }>;
    readonly retained: number;
    readonly retainedByOffice: ReadonlyArray<{
      readonly count: number;
      readonly office: string;
    }>;
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

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "office",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeOfficeCount",
          "kind": "LinkedField",
          "name": "retainedByOffice",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeOfficeCount",
          "kind": "LinkedField",
          "name": "netRetainedByOffice",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeOfficeCount",
          "kind": "LinkedField",
          "name": "fromSourceByOffice",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeRetained",
  "abstractKey": null
};
})();

(node as any).hash = "be6e17c09947db63d6cf1debfbf3bc8e";

export default node;
