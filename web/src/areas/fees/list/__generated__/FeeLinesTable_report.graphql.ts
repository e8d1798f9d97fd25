/**
 * @generated SignedSource<<dd676d2170c97c9dcfb311f6cf5f0e09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeeLinesTable_report$data = {
  readonly lines: ReadonlyArray<{
    readonly attorney: string;
    readonly caseGroup: string;
    readonly caseId: number;
    readonly clientName: string;
    readonly fee: number;
    readonly feeDate: string;
    readonly feeId: number;
    readonly feeType: string;
    readonly fullySettled: boolean;
    readonly office: string;
    readonly referralSource: string | null | undefined;
    readonly sharedFee: boolean;
    readonly state: string | null | undefined;
  }>;
  readonly " $fragmentType": "FeeLinesTable_report";
};
export type FeeLinesTable_report$key = {
  readonly " $data"?: FeeLinesTable_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeeLinesTable_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeeLinesTable_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeeLineItem",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feeId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientName",
          "storageKey": null
        },
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
          "name": "referralSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fee",
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
          "name": "feeType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sharedFee",
          "storageKey": null
        },
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
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feeDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullySettled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FeesReport",
  "abstractKey": null
};

(node as any).hash = "26b33418bf6435859c36973a35fc4756";

export default node;
