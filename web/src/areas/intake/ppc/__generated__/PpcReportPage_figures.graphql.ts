/**
 * @generated SignedSource<<420c3c9acf96f0077d16a764d7d9b306>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PpcReportPage_figures$data = {
  readonly calls: number | null | undefined;
  readonly costPerLead: number | null | undefined;
  readonly costPerRetained: number | null | undefined;
  readonly fees: number;
  readonly leadCaseIds: ReadonlyArray<number>;
  readonly leadRate: number | null | undefined;
  readonly leadToRetainedRate: number | null | undefined;
  readonly leads: number;
  readonly month: string | null | undefined;
  readonly retained: number;
  readonly retainedCaseIds: ReadonlyArray<number>;
  readonly retainedRate: number | null | undefined;
  readonly returnOnSpend: number | null | undefined;
  readonly spend: number | null | undefined;
  readonly spendMissing: boolean;
  readonly wanted: number;
  readonly wantedCaseIds: ReadonlyArray<number>;
  readonly wantedRate: number | null | undefined;
  readonly " $fragmentType": "PpcReportPage_figures";
};
export type PpcReportPage_figures$key = {
  readonly " $data"?: PpcReportPage_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"PpcReportPage_figures">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PpcReportPage_figures",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "month",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "calls",
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
      "kind": "ScalarField",
      "name": "retained",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wantedRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retainedRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadToRetainedRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spendMissing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costPerLead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costPerRetained",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fees",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnOnSpend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadCaseIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wantedCaseIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retainedCaseIds",
      "storageKey": null
    }
  ],
  "type": "PpcFigures",
  "abstractKey": null
};

(node as any).hash = "78e624c72c746e0c6ce36ed8b4665a3b";

export default node;
