/**
 * @generated SignedSource<<68b39c5a01244259fe5d2ce22d5854ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactEventInput = {
  comment: string;
  contactEventTypeId: number;
  contactId: number;
  timestamp: string;
};
export type CreateContactEventMutation$variables = {
  contactEvent: ContactEventInput;
};
export type CreateContactEventMutation$data = {
  readonly createContactEvent: {
    readonly contactEventId: number;
    readonly id: string;
  };
};
export type CreateContactEventMutation = {
  response: CreateContactEventMutation$data;
  variables: CreateContactEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contactEvent"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contactEvent",
        "variableName": "contactEvent"
      }
    ],
    "concreteType": "ContactEvent",
    "kind": "LinkedField",
    "name": "createContactEvent",
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
        "name": "contactEventId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateContactEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateContactEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "821a26952caf2bb74ffe0b7300877f03",
    "id": null,
    "metadata": {},
    "name": "CreateContactEventMutation",
    "operationKind": "mutation",
    "text": "mutation CreateContactEventMutation(\n  $contactEvent: ContactEventInput!\n) {\n  createContactEvent(contactEvent: $contactEvent) {\n    id\n    contactEventId\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd2098107e03ae7fdffab26611a05169";

export default node;
