/**
 * @generated SignedSource<<61fe3c40c8f024c6aeceee99bf6f5677>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamInput = {
  active?: boolean | null | undefined;
  expectedVersion?: number | null | undefined;
  name: string;
  organizationId?: number | null | undefined;
  teamId?: number | null | undefined;
  userIds?: ReadonlyArray<number> | null | undefined;
};
export type UpsertTeamMutation$variables = {
  team: TeamInput;
};
export type UpsertTeamMutation$data = {
  readonly upsertTeam: {
    readonly active: boolean;
    readonly id: string;
    readonly name: string;
    readonly teamId: number;
    readonly userIds: ReadonlyArray<number>;
    readonly version: number;
  };
};
export type UpsertTeamMutation = {
  response: UpsertTeamMutation$data;
  variables: UpsertTeamMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "team"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "team",
        "variableName": "team"
      }
    ],
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "upsertTeam",
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
        "name": "teamId",
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
        "name": "active",
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
    "name": "UpsertTeamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpsertTeamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "657ee9170148b0cbe11a0838d0e78a92",
    "id": null,
    "metadata": {},
    "name": "UpsertTeamMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertTeamMutation(\n  $team: TeamInput!\n) {\n  upsertTeam(team: $team) {\n    id\n    teamId\n    name\n    version\n    active\n    userIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "05e0a606c35181003477563996746e81";

export default node;
