/**
 * @generated SignedSource<<a212214851b1f218a2c97d2b2c767261>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseNotesPanel_query$data = {
  readonly case: {
    readonly id: string;
    readonly notes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"CaseNoteList_notes">;
    }>;
  };
  readonly " $fragmentType": "CaseNotesPanel_query";
};
export type CaseNotesPanel_query$key = {
  readonly " $data"?: CaseNotesPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseNotesPanel_query">;
};

import CaseNotesPanelRefetchQuery_graphql from './CaseNotesPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "caseId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": CaseNotesPanelRefetchQuery_graphql
    }
  },
  "name": "CaseNotesPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "caseId",
          "variableName": "caseId"
        }
      ],
      "concreteType": "Case",
      "kind": "LinkedField",
      "name": "case",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "order",
              "value": "NEWEST_FIRST"
            },
            {
              "kind": "Variable",
              "name": "search",
              "variableName": "search"
            }
          ],
          "concreteType": "Note",
          "kind": "LinkedField",
          "name": "notes",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CaseNoteList_notes"
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

(node as any).hash = "0fef7e31c4dc56032f78d7779ec2d1e0";

export default node;
