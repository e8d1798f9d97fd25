/**
 * @generated SignedSource<<7a80d0b7543a41f15af4b9d53ebca2fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrgClosedCasesCharts_report$data = {
  readonly byAttorney: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
  }>;
  readonly byReason: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
  }>;
  readonly todByAttorney: ReadonlyArray<{
    readonly attorney: string;
    readonly averageDays: number;
  }>;
  readonly " $fragmentType": "OrgClosedCasesCharts_report";
};
export type OrgClosedCasesCharts_report$key = {
  readonly " $data"?: OrgClosedCasesCharts_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrgClosedCasesCharts_report">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrgClosedCasesCharts_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LabelCount",
      "kind": "LinkedField",
      "name": "byReason",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LabelCount",
      "kind": "LinkedField",
      "name": "byAttorney",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttorneyTod",
      "kind": "LinkedField",
      "name": "todByAttorney",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attorney",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClosedCasesReport",
  "abstractKey": null
};
})();

(node as any).hash = "0d5fdfa0dfcde3fe916ad55ccf5335f3";

export default node;
