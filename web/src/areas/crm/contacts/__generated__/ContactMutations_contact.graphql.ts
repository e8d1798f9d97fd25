/**
 * @generated SignedSource<<0654b343d1dc7d66073f473898a72dbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactMutations_contact$data = {
  readonly acceptsHealthInsurance: boolean;
  readonly acceptsLien: boolean;
  readonly address: string | null | undefined;
  readonly city: string | null | undefined;
  readonly contactId: number;
  readonly contactType: {
    readonly name: string;
  };
  readonly email: string | null | undefined;
  readonly id: string;
  readonly inboundReferrals: number;
  readonly name: string;
  readonly needsManualUpdate: boolean;
  readonly outboundReferrals: number;
  readonly phone: string | null | undefined;
  readonly priority: boolean;
  readonly priorityLabel: string;
  readonly priorityLevel: number | null | undefined;
  readonly saCtg: number | null | undefined;
  readonly saId: number | null | undefined;
  readonly saUrl: string | null | undefined;
  readonly state: string | null | undefined;
  readonly version: number;
  readonly zip: string | null | undefined;
  readonly " $fragmentType": "ContactMutations_contact";
};
export type ContactMutations_contact$key = {
  readonly " $data"?: ContactMutations_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactMutations_contact">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactMutations_contact",
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
      "args": null,
      "kind": "ScalarField",
      "name": "contactId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saCtg",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saUrl",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactTypeName",
      "kind": "LinkedField",
      "name": "contactType",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priorityLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priorityLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inboundReferrals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outboundReferrals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsManualUpdate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsLien",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsHealthInsurance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "Contact",
  "abstractKey": null
};
})();

(node as any).hash = "138b36f2fccca85bad978c014b249cd2";

export default node;
