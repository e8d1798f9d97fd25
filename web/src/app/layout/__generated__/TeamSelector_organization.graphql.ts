/**
 * @generated SignedSource<<40d821da85d8372896a865b63cbcd1c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TeamSelector_organization$data = {
  readonly teams: ReadonlyArray<{
    readonly name: string;
    readonly teamId: number;
  }>;
  readonly " $fragmentType": "TeamSelector_organization";
};
export type TeamSelector_organization$key = {
  readonly " $data"?: TeamSelector_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamSelector_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamSelector_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "teams",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "teamId",
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
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "74fff1ce338cd0411b926d49579eb88f";

export default node;
