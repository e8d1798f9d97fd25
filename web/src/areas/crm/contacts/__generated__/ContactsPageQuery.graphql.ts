/**
 * @generated SignedSource<<d7ddd9dd8a0c1e2f52c33c1a78f60c83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly " $fragmentSpreads": FragmentRefs<"ContactDialog_contact">;
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
  "name": "contactId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saCtg",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ContactTypeName",
  "kind": "LinkedField",
  "name": "contactType",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priorityLevel",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priorityLabel",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inboundReferrals",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outboundReferrals",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsManualUpdate",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acceptsLien",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acceptsHealthInsurance",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v22 = {
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
    (v5/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "contacts",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactDialog_contact"
          }
        ],
        "storageKey": null
      },
      (v22/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "contacts",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": null
      },
      (v22/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "b2658af2c8d4a2a2736bc3f723e34f6c",
    "id": null,
    "metadata": {},
    "name": "ContactsPageQuery",
    "operationKind": "query",
    "text": "query ContactsPageQuery {\n  contacts {\n    id\n    contactId\n    saId\n    saCtg\n    saUrl\n    name\n    contactType {\n      name\n    }\n    address\n    city\n    state\n    zip\n    phone\n    email\n    priority\n    priorityLevel\n    priorityLabel\n    inboundReferrals\n    outboundReferrals\n    needsManualUpdate\n    acceptsLien\n    acceptsHealthInsurance\n    version\n    ...ContactDialog_contact\n  }\n  contactTypes {\n    id\n    contactTypeId\n    name\n  }\n}\n\nfragment ContactDialog_contact on Contact {\n  contactId\n  name\n  contactType {\n    name\n  }\n  address\n  city\n  state\n  zip\n  phone\n  email\n  priority\n  priorityLevel\n  acceptsLien\n  acceptsHealthInsurance\n  version\n}\n"
  }
};
})();

(node as any).hash = "c4a9488cb94b934c66c46ff66feba099";

export default node;
