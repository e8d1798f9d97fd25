/**
 * @generated SignedSource<<1376ed79612ef39b6361b4153a67e7ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DepartmentInput = {
  departmentId?: number | null | undefined;
  expectedVersion?: number | null | undefined;
  name: string;
  organizationId?: number | null | undefined;
  showOnIntakeAssignment?: boolean | null | undefined;
  userIds?: ReadonlyArray<number> | null | undefined;
};
export type UpsertDepartmentMutation$variables = {
  department: DepartmentInput;
};
export type UpsertDepartmentMutation$data = {
  readonly upsertDepartment: {
    readonly departmentId: number;
    readonly id: string;
    readonly name: string;
    readonly showOnIntakeAssignment: boolean;
    readonly userIds: ReadonlyArray<number>;
    readonly version: number;
  };
};
export type UpsertDepartmentMutation = {
  response: UpsertDepartmentMutation$data;
  variables: UpsertDepartmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "department"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "department",
        "variableName": "department"
      }
    ],
    "concreteType": "Department",
    "kind": "LinkedField",
    "name": "upsertDepartment",
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
        "name": "departmentId",
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
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "showOnIntakeAssignment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userIds",
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
    "name": "UpsertDepartmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpsertDepartmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4377e98a31812c09712a5662bcb99ae6",
    "id": null,
    "metadata": {},
    "name": "UpsertDepartmentMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertDepartmentMutation(\n  $department: DepartmentInput!\n) {\n  upsertDepartment(department: $department) {\n    id\n    departmentId\n    name\n    version\n    showOnIntakeAssignment\n    userIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "65072e125b1898a26f97673ecbe7ad1c";

export default node;
