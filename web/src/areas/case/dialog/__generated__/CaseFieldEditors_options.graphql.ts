/**
 * @generated SignedSource<<cad1f96f4519fa59c374c7e4fd40079c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseFieldEditors_options$data = {
  readonly caseStatuses: ReadonlyArray<{
    readonly stage: string;
    readonly status: string;
    readonly statusId: number;
  }>;
  readonly intakeRanks: ReadonlyArray<{
    readonly rank: string;
    readonly rankId: number;
  }>;
  readonly " $fragmentType": "CaseFieldEditors_options";
};
export type CaseFieldEditors_options$key = {
  readonly " $data"?: CaseFieldEditors_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseFieldEditors_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseFieldEditors_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusOption",
      "kind": "LinkedField",
      "name": "caseStatuses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RankOption",
      "kind": "LinkedField",
      "name": "intakeRanks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rankId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9f7c0b82abd3fd4ba8a3790c209b10e9";

export default node;
