/**
 * @generated SignedSource<<ad02351073d4ae90a95afe1088e679a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationPanel_report$data = {
  readonly casesHere: number;
  readonly casesThere: number;
  readonly drift: ReadonlyArray<{
    readonly caseId: number;
    readonly fields: ReadonlyArray<{
      readonly field: string;
      readonly here: string | null | undefined;
      readonly there: string | null | undefined;
      readonly writeBackId: string | null | undefined;
      readonly writeBackPushed: boolean | null | undefined;
    }>;
    readonly kind: string;
  }>;
  readonly fieldDiffers: number;
  readonly finishedAt: string;
  readonly missingHere: number;
  readonly missingThere: number;
  readonly runId: string;
  readonly total: number;
  readonly trigger: string;
  readonly writeBackNotTaken: number;
  readonly " $fragmentType": "ReconciliationPanel_report";
};
export type ReconciliationPanel_report$key = {
  readonly " $data"?: ReconciliationPanel_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationPanel_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationPanel_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "runId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trigger",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "casesHere",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "casesThere",
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
      "name": "fieldDiffers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingHere",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingThere",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "writeBackNotTaken",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseDriftRow",
      "kind": "LinkedField",
      "name": "drift",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldDriftRow",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "here",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "there",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "writeBackId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "writeBackPushed",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReconciliationReport",
  "abstractKey": null
};

(node as any).hash = "2fd31e50ebec48f95ad177e2e7f03539";

export default node;
