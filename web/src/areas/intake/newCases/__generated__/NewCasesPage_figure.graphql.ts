/**
 * @generated SignedSource<<304bc3532f692dc1ef85bdfa003ecd31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewCasesPage_figure$data = {
  readonly caseIds: ReadonlyArray<number>;
  readonly count: number;
  readonly label: string;
  readonly percent: number | null | undefined;
  readonly " $fragmentType": "NewCasesPage_figure";
};
export type NewCasesPage_figure$key = {
  readonly " $data"?: NewCasesPage_figure$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewCasesPage_figure">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewCasesPage_figure",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseIds",
      "storageKey": null
    }
  ],
  "type": "NewCasesFigure",
  "abstractKey": null
};

(node as any).hash = "f00481e0226e1681bb826c1fe6e0120b";

export default node;
