/**
 * @generated SignedSource<<3dfc56e8b24d56c223c05836e5dc89cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeInventoryCharts_inventory$data = {
  readonly activeOnly: boolean;
  readonly grouped: boolean;
  readonly lit: ReadonlyArray<{
    readonly attorney: string;
    readonly members: ReadonlyArray<{
      readonly attorney: string;
      readonly total: number;
    }>;
    readonly stages: ReadonlyArray<{
      readonly stage: string;
      readonly total: number;
    }>;
    readonly total: number;
  }>;
  readonly preLit: ReadonlyArray<{
    readonly attorney: string;
    readonly members: ReadonlyArray<{
      readonly attorney: string;
      readonly total: number;
    }>;
    readonly stages: ReadonlyArray<{
      readonly stage: string;
      readonly total: number;
    }>;
    readonly total: number;
  }>;
  readonly ranks: ReadonlyArray<{
    readonly lit: number;
    readonly preLit: number;
    readonly rank: string;
    readonly total: number;
  }>;
  readonly " $fragmentType": "HomeInventoryCharts_inventory";
};
export type HomeInventoryCharts_inventory$key = {
  readonly " $data"?: HomeInventoryCharts_inventory$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeInventoryCharts_inventory">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attorney",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeStageCount",
    "kind": "LinkedField",
    "name": "stages",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stage",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeMemberCount",
    "kind": "LinkedField",
    "name": "members",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeInventoryCharts_inventory",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "grouped",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeInventoryBar",
      "kind": "LinkedField",
      "name": "preLit",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeInventoryBar",
      "kind": "LinkedField",
      "name": "lit",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeRankCount",
      "kind": "LinkedField",
      "name": "ranks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preLit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lit",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "HomeInventory",
  "abstractKey": null
};
})();

(node as any).hash = "eaa20cab6f31c35479b9ac1ab83fbb1e";

export default node;
