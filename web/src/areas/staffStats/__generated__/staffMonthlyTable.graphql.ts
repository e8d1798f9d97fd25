/**
 * @generated SignedSource<<7de4cadffd2e9ce7be9186b80181028c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GoalLevel = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type staffMonthlyTable$data = {
  readonly months: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<{
    readonly average: number;
    readonly averageLevel: GoalLevel | null | undefined;
    readonly cells: ReadonlyArray<{
      readonly amount: number | null | undefined;
      readonly count: number;
      readonly judged: number;
      readonly level: GoalLevel | null | undefined;
      readonly month: string;
    }>;
    readonly fullName: string | null | undefined;
    readonly includes: ReadonlyArray<string>;
    readonly key: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "staffMonthlyTable";
};
export type staffMonthlyTable$key = {
  readonly " $data"?: staffMonthlyTable$data;
  readonly " $fragmentSpreads": FragmentRefs<"staffMonthlyTable">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "staffMonthlyTable",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "months",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MonthlyStaffRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
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
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "includes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MonthlyStaffCell",
          "kind": "LinkedField",
          "name": "cells",
          "plural": true,
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
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "judged",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "level",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageLevel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MonthlyStaffTable",
  "abstractKey": null
};

(node as any).hash = "a7a553de277e8ca36e7d7922f9d55820";

export default node;
