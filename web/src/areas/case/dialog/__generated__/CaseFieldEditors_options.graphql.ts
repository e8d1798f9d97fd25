/**
 * @generated SignedSource<<a3f6275fef41af03341513e9d64a0575>>
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
  readonly organization: {
    readonly offices: ReadonlyArray<{
      readonly name: string;
      readonly officeId: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CaseFieldEditors_options";
};
export type CaseFieldEditors_options$key = {
  readonly " $data"?: CaseFieldEditors_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseFieldEditors_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orgId"
    }
  ],
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "orgId"
        }
      ],
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Office",
          "kind": "LinkedField",
          "name": "offices",
          "plural": true,
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
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1c413310645136f2583051c53d516eb2";

export default node;
