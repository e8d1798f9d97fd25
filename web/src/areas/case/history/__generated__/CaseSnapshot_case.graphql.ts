/**
 * @generated SignedSource<<f03d049595a2f7fc73b8b12f2c93ca34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseSnapshot_case$data = {
  readonly clientName: string;
  readonly notes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CaseNoteList_notes">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetails_case" | "MedicalProvidersTable_case" | "PhoneNumbers_case">;
  readonly " $fragmentType": "CaseSnapshot_case";
};
export type CaseSnapshot_case$key = {
  readonly " $data"?: CaseSnapshot_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSnapshot_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseSnapshot_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetails_case"
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
          "value": "NEWEST_FIRST"
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
      "storageKey": "notes(order:\"NEWEST_FIRST\")"
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "8534089cbbd2f06618b11ab3b3789678";

export default node;
