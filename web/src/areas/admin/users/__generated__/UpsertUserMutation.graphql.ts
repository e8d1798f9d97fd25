/**
 * @generated SignedSource<<4e322310695da52871828860b4e83b99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserInput = {
  active?: boolean | null | undefined;
  capacity?: number | null | undefined;
  departmentIds?: ReadonlyArray<number> | null | undefined;
  email: string;
  expectedVersion?: number | null | undefined;
  firstName: string;
  lastName: string;
  officeIds?: ReadonlyArray<number> | null | undefined;
  organizationId?: number | null | undefined;
  password?: string | null | undefined;
  roleIds?: ReadonlyArray<number> | null | undefined;
  saContactId?: number | null | undefined;
  staffCode?: string | null | undefined;
  teamIds?: ReadonlyArray<number> | null | undefined;
  userId?: number | null | undefined;
};
export type UpsertUserMutation$variables = {
  user: UserInput;
};
export type UpsertUserMutation$data = {
  readonly upsertUser: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"UserDialog_user" | "UsersList_users">;
  };
};
export type UpsertUserMutation = {
  response: UpsertUserMutation$data;
  variables: UpsertUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "user"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "user",
    "variableName": "user"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpsertUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "upsertUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UsersList_users"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserDialog_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpsertUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "upsertUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Office",
            "kind": "LinkedField",
            "name": "offices",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "officeId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Department",
            "kind": "LinkedField",
            "name": "departments",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "departmentId",
                "storageKey": null
              }
            ],
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
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saContactId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "teams",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "teamId",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ca8b573f84028afbc9dbb57f872156b9",
    "id": null,
    "metadata": {},
    "name": "UpsertUserMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertUserMutation(\n  $user: UserInput!\n) {\n  upsertUser(user: $user) {\n    id\n    ...UsersList_users\n    ...UserDialog_user\n  }\n}\n\nfragment UserDialog_user on User {\n  userId\n  version\n  firstName\n  lastName\n  staffCode\n  email\n  saContactId\n  capacity\n  active\n  teams {\n    teamId\n    id\n  }\n  roles {\n    roleId\n    id\n  }\n  offices {\n    officeId\n    id\n  }\n  departments {\n    departmentId\n    id\n  }\n}\n\nfragment UsersList_users on User {\n  id\n  userId\n  name\n  email\n  capacity\n  active\n  roles {\n    name\n    id\n  }\n  offices {\n    name\n    id\n  }\n  departments {\n    name\n    id\n  }\n  ...UserDialog_user\n}\n"
  }
};
})();

(node as any).hash = "66b9bef8cc565e7f85b2c1698e0c925b";

export default node;
