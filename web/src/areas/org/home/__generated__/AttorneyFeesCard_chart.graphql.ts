/**
 * @generated SignedSource<<eadac0a9b7de2334f3ac231aeebb11eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttorneyFeesCard_chart$data = {
  readonly detailed: ReadonlyArray<{
    readonly code: string;
    readonly colour: string;
    readonly goal: number;
    readonly memberCount: number;
    readonly showsLabel: boolean;
    readonly topMembers: ReadonlyArray<{
      readonly code: string;
      readonly total: number;
    }>;
    readonly total: number;
  }>;
  readonly goalPerAttorney: number;
  readonly grouped: ReadonlyArray<{
    readonly code: string;
    readonly colour: string;
    readonly goal: number;
    readonly memberCount: number;
    readonly showsLabel: boolean;
    readonly topMembers: ReadonlyArray<{
      readonly code: string;
      readonly total: number;
    }>;
    readonly total: number;
  }>;
  readonly monthlyGoal: number;
  readonly " $fragmentType": "AttorneyFeesCard_chart";
};
export type AttorneyFeesCard_chart$key = {
  readonly " $data"?: AttorneyFeesCard_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttorneyFeesCard_chart">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
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
    "kind": "ScalarField",
    "name": "goal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "colour",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "showsLabel",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "memberCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FeeChartMember",
    "kind": "LinkedField",
    "name": "topMembers",
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
  "name": "AttorneyFeesCard_chart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyGoal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goalPerAttorney",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttorneyFeeBar",
      "kind": "LinkedField",
      "name": "grouped",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttorneyFeeBar",
      "kind": "LinkedField",
      "name": "detailed",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "AttorneyFeeChart",
  "abstractKey": null
};
})();

(node as any).hash = "009893609e2eada20753a413634d83e8";

export default node;
