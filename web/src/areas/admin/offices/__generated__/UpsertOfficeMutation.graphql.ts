/**
 * @generated SignedSource<<e30f7364fd970faf0370e73454731213>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OfficeInput = {
  expectedVersion?: number | null | undefined;
  name: string;
  officeId?: number | null | undefined;
  organizationId?: number | null | undefined;
  shortCode?: string | null | undefined;
  userIds?: ReadonlyArray<number> | null | undefined;
};
export type UpsertOfficeMutation$variables = {
  office: OfficeInput;
};
export type UpsertOfficeMutation$data = {
  readonly upsertOffice: {
    readonly id: string;
    readonly name: string;
    readonly officeId: number;
    readonly shortCode: string;
    readonly userIds: ReadonlyArray<number>;
    readonly version: number;
  };
};
export type UpsertOfficeMutation = {
  response: UpsertOfficeMutation$data;
  variables: UpsertOfficeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "office"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "office",
        "variableName": "office"
      }
    ],
    "concreteType": "Office",
    "kind": "LinkedField",
    "name": "upsertOffice",
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
        "name": "officeId",
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
        "name": "shortCode",
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
    "name": "UpsertOfficeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpsertOfficeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d864344f9f339de5f7c3dd34d0f312e4",
    "id": null,
    "metadata": {},
    "name": "UpsertOfficeMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertOfficeMutation(\n  $office: OfficeInput!\n) {\n  upsertOffice(office: $office) {\n    id\n    officeId\n    name\n    version\n    shortCode\n    userIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "dec468b6802b9fb6180021a907e67b07";

export default node;
