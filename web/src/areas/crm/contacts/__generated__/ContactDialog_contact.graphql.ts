/**
 * @generated SignedSource<<d1863ead0cd4ab37e7877905e720233f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactDialog_contact$data = {
  readonly acceptsHealthInsurance: boolean;
  readonly acceptsLien: boolean;
  readonly address: string | null | undefined;
  readonly city: string | null | undefined;
  readonly contactId: number;
  readonly contactType: {
    readonly name: string;
  };
  readonly email: string | null | undefined;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly priority: boolean;
  readonly priorityLevel: number | null | undefined;
  readonly state: string | null | undefined;
  readonly version: number;
  readonly zip: string | null | undefined;
  readonly " $fragmentType": "ContactDialog_contact";
};
export type ContactDialog_contact$key = {
  readonly " $data"?: ContactDialog_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactDialog_contact">;
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
  "name": "ContactDialog_contact",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactId",
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

(node as any).hash = "886d07f27dbd5aab28f27008f683278e";

export default node;
