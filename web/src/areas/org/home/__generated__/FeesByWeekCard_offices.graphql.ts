/**
 * @generated SignedSource<<3db8c5b9dcd42f25d02b1752ae4bc266>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeesByWeekCard_offices$data = ReadonlyArray<{
  readonly chart: {
    readonly currentTotal: number;
    readonly expectedPace: number;
    readonly paceLevel: string;
    readonly trend: string | null | undefined;
    readonly weeklyGoal: number;
    readonly weeks: ReadonlyArray<{
      readonly colour: string;
      readonly current: boolean;
      readonly goal: number;
      readonly showsLabel: boolean;
      readonly total: number;
      readonly weekStart: string;
    }>;
    readonly ytdGoal: number;
    readonly ytdIcon: string;
    readonly ytdPercent: number | null | undefined;
    readonly ytdTotal: number;
  };
  readonly office: string;
  readonly officeId: number;
  readonly " $fragmentType": "FeesByWeekCard_offices";
}>;
export type FeesByWeekCard_offices$key = ReadonlyArray<{
  readonly " $data"?: FeesByWeekCard_offices$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeesByWeekCard_offices">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FeesByWeekCard_offices",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "officeId",
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
      "concreteType": "WeeklyFeesChart",
      "kind": "LinkedField",
      "name": "chart",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weeklyGoal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expectedPace",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paceLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ytdTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ytdGoal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ytdPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ytdIcon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trend",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeeWeek",
          "kind": "LinkedField",
          "name": "weeks",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weekStart",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            },
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
              "name": "current",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OfficeWeeklyFees",
  "abstractKey": null
};

(node as any).hash = "82f7175dab94d08c964eca4c3bc398f7";

export default node;
