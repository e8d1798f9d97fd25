/**
 * @generated SignedSource<<04a353edeae2d682b818e188bd4f81e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ActivityPageQuery$variables = Record<PropertyKey, never>;
export type ActivityPageQuery$data = {
  readonly contactEventTypes: ReadonlyArray<{
    readonly contactEventTypeId: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly contactEvents: ReadonlyArray<{
    readonly comment: string;
    readonly contact: {
      readonly contactId: number;
      readonly name: string;
      readonly saUrl: string | null | undefined;
    };
    readonly contactEventId: number;
    readonly contactEventType: {
      readonly id: string;
      readonly name: string;
    };
    readonly id: string;
    readonly timestamp: string | null | undefined;
    readonly user: string | null | undefined;
  }>;
  readonly contacts: ReadonlyArray<{
    readonly contactId: number;
    readonly id: string;
    readonly name: string;
  }>;
};
export type ActivityPageQuery = {
  response: ActivityPageQuery$data;
  variables: ActivityPageQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactId",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContactEvent",
    "kind": "LinkedField",
    "name": "contactEvents",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactEventId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timestamp",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "comment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactEventType",
        "kind": "LinkedField",
        "name": "contactEventType",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "user",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactEventContact",
        "kind": "LinkedField",
        "name": "contact",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContactEventType",
    "kind": "LinkedField",
    "name": "contactEventTypes",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactEventTypeId",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Contact",
    "kind": "LinkedField",
    "name": "contacts",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
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
    "name": "ActivityPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivityPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1c7b836874fce6fa21156d9d993bd665",
    "id": null,
    "metadata": {},
    "name": "ActivityPageQuery",
    "operationKind": "query",
    "text": "query ActivityPageQuery {\n  contactEvents {\n    id\n    contactEventId\n    timestamp\n    comment\n    contactEventType {\n      id\n      name\n    }\n    user\n    contact {\n      contactId\n      name\n      saUrl\n    }\n  }\n  contactEventTypes {\n    id\n    contactEventTypeId\n    name\n  }\n  contacts {\n    id\n    contactId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a1efa447c62e6370dab3e166c8e4261";

export default node;
