/**
 * @generated SignedSource<<5723440c58d0c3409091191b5ceb917e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectionsTable_projections$data = ReadonlyArray<{
  readonly codeVersion: number;
  readonly failedEvent: {
    readonly eventType: string;
    readonly position: number;
    readonly streamId: string;
  } | null | undefined;
  readonly generation: number;
  readonly lag: number;
  readonly lastError: string | null | undefined;
  readonly name: string;
  readonly position: number;
  readonly rebuild: {
    readonly done: number;
    readonly error: string | null | undefined;
    readonly etaSeconds: number | null | undefined;
    readonly generation: number | null | undefined;
    readonly percent: number;
    readonly rate: number | null | undefined;
    readonly state: string;
    readonly total: number;
  } | null | undefined;
  readonly state: string;
  readonly version: number;
  readonly " $fragmentType": "ProjectionsTable_projections";
}>;
export type ProjectionsTable_projections$key = ReadonlyArray<{
  readonly " $data"?: ProjectionsTable_projections$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectionsTable_projections">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generation",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProjectionsTable_projections",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "codeVersion",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lag",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FailedEvent",
      "kind": "LinkedField",
      "name": "failedEvent",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "streamId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RebuildProgress",
      "kind": "LinkedField",
      "name": "rebuild",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
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
          "name": "percent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "etaSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProjectionOperation",
  "abstractKey": null
};
})();

(node as any).hash = "1100ba323c128ffd36ab813f9dccce6a";

export default node;
