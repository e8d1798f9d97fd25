/**
 * @generated SignedSource<<11408f9e18288c1cca355ba71279c50a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettlementsPage_report$data = {
  readonly feesNotBanked: number;
  readonly notBankedCount: number;
  readonly settlements: ReadonlyArray<{
    readonly attorney: string;
    readonly attorneyFee: number;
    readonly caseId: number;
    readonly clientName: string;
    readonly closingDate: string | null | undefined;
    readonly dateCreated: string | null | undefined;
    readonly feesTaken: number;
    readonly insType: string | null | undefined;
    readonly market: string | null | undefined;
    readonly notBanked: boolean;
    readonly settlement: number;
    readonly settlementId: number;
    readonly settlementType: string | null | undefined;
  }>;
  readonly " $fragmentType": "SettlementsPage_report";
};
export type SettlementsPage_report$key = {
  readonly " $data"?: SettlementsPage_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettlementsPage_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettlementsPage_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feesNotBanked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notBankedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpenSettlement",
      "kind": "LinkedField",
      "name": "settlements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "settlementId",
          "storageKey": null
        },
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
          "name": "settlementType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "insType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "settlement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attorneyFee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feesTaken",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateCreated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "market",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closingDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notBanked",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpenSettlements",
  "abstractKey": null
};

(node as any).hash = "e71b46df28ab8de71c01f8c7e8bb2adc";

export default node;
