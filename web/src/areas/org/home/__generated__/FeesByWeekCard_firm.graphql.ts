/**
 * @generated SignedSource<<0a1af8993a926f25abb1d051956bdefb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeesByWeekCard_firm$data = {
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
  readonly " $fragmentType": "FeesByWeekCard_firm";
};
export type FeesByWeekCard_firm$key = {
  readonly " $data"?: FeesByWeekCard_firm$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeesByWeekCard_firm">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeesByWeekCard_firm",
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

(node as any).hash = "10b477ba8c9c74c8c49b42a9d514c487";

export default node;
