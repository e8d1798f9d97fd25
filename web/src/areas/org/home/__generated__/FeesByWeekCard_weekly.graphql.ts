/**
 * @generated SignedSource<<138e28af2adda0d0e727f615034f9e74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeesByWeekCard_weekly$data = {
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
  readonly " $fragmentType": "FeesByWeekCard_weekly";
};
export type FeesByWeekCard_weekly$key = {
  readonly " $data"?: FeesByWeekCard_weekly$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeesByWeekCard_weekly">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeesByWeekCard_weekly",
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
  "type": "WeeklyFeesChart",
  "abstractKey": null
};

(node as any).hash = "7acb698c7de5d0180d49a5fe0b786614";

export default node;
