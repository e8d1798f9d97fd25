/**
 * @generated SignedSource<<d53b7ff3981bd3fc6324b656e6d76c0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeeAnalyticsChart_report$data = {
  readonly byMonth: ReadonlyArray<{
    readonly caseGroup: string;
    readonly cases: number;
    readonly monthStart: string;
    readonly totalFees: number;
  }>;
  readonly chartHeight: number;
  readonly " $fragmentType": "FeeAnalyticsChart_report";
};
export type FeeAnalyticsChart_report$key = {
  readonly " $data"?: FeeAnalyticsChart_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeeAnalyticsChart_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeeAnalyticsChart_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chartHeight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeeMonthStat",
      "kind": "LinkedField",
      "name": "byMonth",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseGroup",
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
          "name": "totalFees",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FeesReport",
  "abstractKey": null
};

(node as any).hash = "f33ee2d24a36b854d0c52e6fbfc51be5";

export default node;
