/**
 * @generated SignedSource<<26bd452a58bb583af0899eb1a2d062fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateContactInput = {
  acceptsHealthInsurance?: boolean;
  acceptsLien?: boolean;
  contactTypeId: number;
  name: string;
  priority?: boolean;
  priorityLevel?: number | null | undefined;
  saCtg?: number | null | undefined;
  saId: number;
};
export type ContactMutationsCreateMutation$variables = {
  contact: CreateContactInput;
};
export type ContactMutationsCreateMutation$data = {
  readonly createContact: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactMutations_contact">;
  };
};
export type ContactMutationsCreateMutation = {
  response: ContactMutationsCreateMutation$data;
  variables: ContactMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contact"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "contact",
    "variableName": "contact"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "createContact",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactMutations_contact"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "createContact",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactTypeName",
            "kind": "LinkedField",
            "name": "contactType",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5a20638af3124e0234199871edb4a32f",
    "id": null,
    "metadata": {},
    "name": "ContactMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ContactMutationsCreateMutation(\n  $contact: CreateContactInput!\n) {\n  createContact(contact: $contact) {\n    ...ContactMutations_contact\n    id\n  }\n}\n\nfragment ContactMutations_contact on Contact {\n  id\n  contactId\n  saId\n  saCtg\n  saUrl\n  name\n  contactType {\n    name\n  }\n  address\n  city\n  state\n  zip\n  phone\n  email\n  priority\n  priorityLevel\n  priorityLabel\n  inboundReferrals\n  outboundReferrals\n  needsManualUpdate\n  acceptsLien\n  acceptsHealthInsurance\n  version\n}\n"
  }
};
})();

(node as any).hash = "fdf035c12a24936d6c472094065e315e";

export default node;
