/**
 * @generated SignedSource<<a6af1e90f6177c0924d20c9ee1f52a67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteOfficeMutation$variables = {
  officeId: number;
};
export type DeleteOfficeMutation$data = {
  readonly deleteOffice: {
    readonly deletedId: number;
  };
};
export type DeleteOfficeMutation = {
  response: DeleteOfficeMutation$data;
  variables: DeleteOfficeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "officeId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "officeId",
        "variableName": "officeId"
      }
    ],
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteOffice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "DeleteOfficeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteOfficeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "359fbc85d66622d45a215a1679c8e45b",
    "id": null,
    "metadata": {},
    "name": "DeleteOfficeMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteOfficeMutation(\n  $officeId: Int!\n) {\n  deleteOffice(officeId: $officeId) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1c4afcc317a83e7fdd790524cffe9e4";

export default node;
