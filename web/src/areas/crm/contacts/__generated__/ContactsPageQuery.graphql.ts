/**
 * @generated SignedSource<<94e29e1d3b75f7a42f04c0461c37d8fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactsPageQuery$variables = Record<PropertyKey, never>;
export type ContactsPageQuery$data = {
  readonly contactTypes: ReadonlyArray<{
    readonly contactTypeId: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly contacts: ReadonlyArray<{
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
  }>;
};
export type ContactsPageQuery = {
  response: ContactsPageQuery$data;
  variables: ContactsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Contact",
    "kind": "LinkedField",
    "name": "contacts",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactTypeName",
        "kind": "LinkedField",
        "name": "contactType",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContactType",
    "kind": "LinkedField",
    "name": "contactTypes",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactTypeId",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactsPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactsPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3e6e144f149e9948e903970ac3db4e54",
    "id": null,
    "metadata": {},
    "name": "ContactsPageQuery",
    "operationKind": "query",
    "text": "query ContactsPageQuery {\n  contacts {\n    id\n    contactId\n    saId\n    saCtg\n    saUrl\n    name\n    contactType {\n      name\n    }\n    address\n    city\n    state\n    zip\n    phone\n    email\n    priority\n    priorityLevel\n    priorityLabel\n    inboundReferrals\n    outboundReferrals\n    needsManualUpdate\n    acceptsLien\n    acceptsHealthInsurance\n    version\n  }\n  contactTypes {\n    id\n    contactTypeId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "5208b2ae332ee8fbc499aa14dfa46d86";

export default node;
