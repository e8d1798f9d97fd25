/**
 * @generated SignedSource<<ae289a985f09e0526fc1e5a6e365ebd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttorneyFeesCard_bar$data = {
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
  readonly " $fragmentType": "AttorneyFeesCard_bar";
};
export type AttorneyFeesCard_bar$key = {
  readonly " $data"?: AttorneyFeesCard_bar$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttorneyFeesCard_bar">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttorneyFeesCard_bar",
  "selections": [
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
  ],
  "type": "AttorneyFeeBar",
  "abstractKey": null
};
})();

(node as any).hash = "541002305c7ead4fb24c04acabb81651";

export default node;
