/**
 * @generated SignedSource<<ff459909a66cfe24217b5a2547e9277c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PacingCard_forecast$data = {
  readonly elapsedBusinessDays: number;
  readonly endDate: string;
  readonly extraPerDay: number;
  readonly fromPace: number;
  readonly fromPipeline: number;
  readonly fromWhatIf: number;
  readonly goal: number;
  readonly historicalConversionPercent: number;
  readonly pacePerDay: number;
  readonly pipeline: number;
  readonly projected: number;
  readonly projectedLevel: string;
  readonly remainingBusinessDays: number;
  readonly retainedSoFar: number;
  readonly startDate: string;
  readonly " $fragmentType": "PacingCard_forecast";
};
export type PacingCard_forecast$key = {
  readonly " $data"?: PacingCard_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"PacingCard_forecast">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PacingCard_forecast",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retainedSoFar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "elapsedBusinessDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remainingBusinessDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pacePerDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromPace",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pipeline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "historicalConversionPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromPipeline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extraPerDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromWhatIf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "projected",
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
      "name": "projectedLevel",
      "storageKey": null
    }
  ],
  "type": "RetainedForecast",
  "abstractKey": null
};

(node as any).hash = "ae23c342aa77b278cec5c320548bb0e4";

export default node;
