/**
 * @generated SignedSource<<bff4b81c7234adeb10bb1fc34a89c19c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActAsSelector_organization$data = {
  readonly users: ReadonlyArray<{
    readonly active: boolean;
    readonly name: string;
    readonly teams: ReadonlyArray<{
      readonly teamId: number;
    }>;
    readonly userId: number;
  }>;
  readonly " $fragmentType": "ActAsSelector_organization";
};
export type ActAsSelector_organization$key = {
  readonly " $data"?: ActAsSelector_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActAsSelector_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActAsSelector_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "users",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
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
          "name": "active",
          "storageKey": null
        },
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "dd35cabf04d4ec77203d7ae1b21feae9";

export default node;
