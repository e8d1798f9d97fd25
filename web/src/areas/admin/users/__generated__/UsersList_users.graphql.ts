/**
 * @generated SignedSource<<c98cde8229b5ae19c3dee179716f8795>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UsersList_users$data = ReadonlyArray<{
  readonly active: boolean;
  readonly capacity: number;
  readonly departments: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly offices: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly roles: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly userId: number;
  readonly " $fragmentSpreads": FragmentRefs<"UserDialog_user">;
  readonly " $fragmentType": "UsersList_users";
}>;
export type UsersList_users$key = ReadonlyArray<{
  readonly " $data"?: UsersList_users$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsersList_users">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "UsersList_users",
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
      "name": "userId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "capacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Office",
      "kind": "LinkedField",
      "name": "offices",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Department",
      "kind": "LinkedField",
      "name": "departments",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserDialog_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "f1cbf6151ea4dfe32c17fd7cf3cef384";

export default node;
