/**
 * @generated SignedSource<<715bf8618f19e1e35114c7d7938a4ebb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhoneNumbers_case$data = {
  readonly phoneNumbers: ReadonlyArray<{
    readonly label: string;
    readonly phoneNumber: string;
  }>;
  readonly " $fragmentType": "PhoneNumbers_case";
};
export type PhoneNumbers_case$key = {
  readonly " $data"?: PhoneNumbers_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhoneNumbers_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhoneNumbers_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PhoneNumber",
      "kind": "LinkedField",
      "name": "phoneNumbers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "5fb3a4f802af16ec92f82b028497d0fd";

export default node;
