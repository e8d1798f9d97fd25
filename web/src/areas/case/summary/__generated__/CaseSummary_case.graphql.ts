/**
 * @generated SignedSource<<3c67dbd06b6a82b40f513d9dfa9915fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseSummary_case$data = {
  readonly dateOfIncident: string | null | undefined;
  readonly daysSinceIncident: number | null | undefined;
  readonly notes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CaseNoteList_notes">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"MedicalProvidersTable_case" | "PhoneNumbers_case">;
  readonly " $fragmentType": "CaseSummary_case";
};
export type CaseSummary_case$key = {
  readonly " $data"?: CaseSummary_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSummary_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseSummary_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfIncident",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysSinceIncident",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PhoneNumbers_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MedicalProvidersTable_case"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "order",
          "value": "OLDEST_FIRST"
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
      "storageKey": "notes(order:\"OLDEST_FIRST\")"
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "17e69f35b3f78d4eb890acacfd3475b1";

export default node;
