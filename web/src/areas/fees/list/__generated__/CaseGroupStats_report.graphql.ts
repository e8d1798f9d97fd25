/**
 * @generated SignedSource<<3dbff648bd0413fefde36cb26976fe1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseGroupStats_report$data = {
  readonly byCaseGroup: ReadonlyArray<{
    readonly averageFee: number;
    readonly caseGroup: string;
    readonly cases: number;
    readonly feeCount: number;
    readonly litigationFees: number;
    readonly normalRangeAverage: number;
    readonly qualifyingCases: number;
    readonly sharedFees: number;
    readonly totalFees: number;
  }>;
  readonly groupPageSize: number;
  readonly " $fragmentType": "CaseGroupStats_report";
};
export type CaseGroupStats_report$key = {
  readonly " $data"?: CaseGroupStats_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseGroupStats_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseGroupStats_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupPageSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeeGroupStat",
      "kind": "LinkedField",
      "name": "byCaseGroup",
      "plural": true,
      "selections": [
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
          "name": "totalFees",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feeCount",
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
          "name": "averageFee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "litigationFees",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sharedFees",
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
          "name": "normalRangeAverage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FeesReport",
  "abstractKey": null
};

(node as any).hash = "97ebef22efc59e1240c4b227fac384b9";

export default node;
