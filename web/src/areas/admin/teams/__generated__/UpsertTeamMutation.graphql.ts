/**
 * @generated SignedSource<<872236bcb1265d07b768304dce96fce9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamInput = {
  active?: boolean | null | undefined;
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
    "cacheID": "2e9523fe020afa9ab1672a758f8676d3",
    "id": null,
    "metadata": {},
    "name": "UpsertTeamMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertTeamMutation(\n  $team: TeamInput!\n) {\n  upsertTeam(team: $team) {\n    id\n    teamId\n    name\n    active\n    userIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "456bc7d71248b6575815a7e7a482879f";

export default node;
