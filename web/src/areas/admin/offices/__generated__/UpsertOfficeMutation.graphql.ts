/**
 * @generated SignedSource<<5e19d05716eabc8cfbabda7bbd23726c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OfficeInput = {
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
    "cacheID": "fd581a6d6f873c810c1567989d60f5e0",
    "id": null,
    "metadata": {},
    "name": "UpsertOfficeMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertOfficeMutation(\n  $office: OfficeInput!\n) {\n  upsertOffice(office: $office) {\n    id\n    officeId\n    name\n    shortCode\n    userIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfdb13c5bdbffabfe666a25893e20bce";

export default node;
