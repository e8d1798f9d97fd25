/**
 * @generated SignedSource<<c117ddde479233dc59b61bf25b54a32f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactDialogSearchQuery$variables = {
  name: string;
};
export type ContactDialogSearchQuery$data = {
  readonly contactsByName: ReadonlyArray<{
    readonly address: string | null | undefined;
    readonly city: string | null | undefined;
    readonly contactType: string | null | undefined;
    readonly email: string | null | undefined;
    readonly name: string;
    readonly phone: string | null | undefined;
    readonly saCtg: number | null | undefined;
    readonly saId: number;
    readonly state: string | null | undefined;
    readonly zip: string | null | undefined;
  }>;
};
export type ContactDialogSearchQuery = {
  response: ContactDialogSearchQuery$data;
  variables: ContactDialogSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "ExternalContactResult",
    "kind": "LinkedField",
    "name": "contactsByName",
    "plural": true,
    "selections": [
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactType",
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
    "name": "ContactDialogSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactDialogSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "44efb5d208bedf2dfdaca351ea221498",
    "id": null,
    "metadata": {},
    "name": "ContactDialogSearchQuery",
    "operationKind": "query",
    "text": "query ContactDialogSearchQuery(\n  $name: String!\n) {\n  contactsByName(name: $name) {\n    saId\n    saCtg\n    name\n    contactType\n    address\n    city\n    state\n    zip\n    phone\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e483544def9f489dbd2bd2dfdef7203";

export default node;
