/**
 * @generated SignedSource<<5e35ce5f9517e5ee1236b889a27de810>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDepartmentMutation$variables = {
  departmentId: number;
};
export type DeleteDepartmentMutation$data = {
  readonly deleteDepartment: {
    readonly deletedId: number;
  };
};
export type DeleteDepartmentMutation = {
  response: DeleteDepartmentMutation$data;
  variables: DeleteDepartmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "departmentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "departmentId",
        "variableName": "departmentId"
      }
    ],
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteDepartment",
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
    "name": "DeleteDepartmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteDepartmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0aa92c0343a0930140bb249b28b11eba",
    "id": null,
    "metadata": {},
    "name": "DeleteDepartmentMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteDepartmentMutation(\n  $departmentId: Int!\n) {\n  deleteDepartment(departmentId: $departmentId) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "b301136e35528e6a12f3adb22e83b979";

export default node;
