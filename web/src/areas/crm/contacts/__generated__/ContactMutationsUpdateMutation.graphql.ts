/**
 * @generated SignedSource<<884517db03e3ae1630f961190b4d5a58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateContactInput = {
  acceptsHealthInsurance?: boolean | null | undefined;
  acceptsLien?: boolean | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  contactTypeId?: number | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  priority?: boolean | null | undefined;
  priorityLevel?: number | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};
export type ContactMutationsUpdateMutation$variables = {
  contact: UpdateContactInput;
  contactId: number;
  expectedVersion?: number | null | undefined;
};
export type ContactMutationsUpdateMutation$data = {
  readonly updateContact: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactMutations_contact">;
  };
};
export type ContactMutationsUpdateMutation = {
  response: ContactMutationsUpdateMutation$data;
  variables: ContactMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contact"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contactId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expectedVersion"
},
v3 = [
  {
    "kind": "Variable",
    "name": "contact",
    "variableName": "contact"
  },
  {
    "kind": "Variable",
    "name": "contactId",
    "variableName": "contactId"
  },
  {
    "kind": "Variable",
    "name": "expectedVersion",
    "variableName": "expectedVersion"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "updateContact",
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContactMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "updateContact",
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactTypeName",
            "kind": "LinkedField",
            "name": "contactType",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
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
    "cacheID": "c7bf0f464e1c1e77bef52f5e0f68f320",
    "id": null,
    "metadata": {},
    "name": "ContactMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ContactMutationsUpdateMutation(\n  $contactId: Int!\n  $contact: UpdateContactInput!\n  $expectedVersion: Int\n) {\n  updateContact(contactId: $contactId, contact: $contact, expectedVersion: $expectedVersion) {\n    ...ContactMutations_contact\n    id\n  }\n}\n\nfragment ContactMutations_contact on Contact {\n  id\n  contactId\n  saId\n  saCtg\n  saUrl\n  name\n  contactType {\n    name\n  }\n  address\n  city\n  state\n  zip\n  phone\n  email\n  priority\n  priorityLevel\n  priorityLabel\n  inboundReferrals\n  outboundReferrals\n  needsManualUpdate\n  acceptsLien\n  acceptsHealthInsurance\n  version\n}\n"
  }
};
})();

(node as any).hash = "451eac15fcac939f38e2da1eb130bcdd";

export default node;
