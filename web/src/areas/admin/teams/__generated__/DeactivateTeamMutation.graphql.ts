/**
 * @generated SignedSource<<9bc7b9f19fbbef0d780444be359a273b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeactivateTeamMutation$variables = {
  teamId: number;
};
export type DeactivateTeamMutation$data = {
  readonly deactivateTeam: {
    readonly active: boolean;
    readonly id: string;
  };
};
export type DeactivateTeamMutation = {
  response: DeactivateTeamMutation$data;
  variables: DeactivateTeamMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "deactivateTeam",
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
        "name": "active",
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
    "name": "DeactivateTeamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeactivateTeamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "132797f9bc44fe94a2cff852a5be7c32",
    "id": null,
    "metadata": {},
    "name": "DeactivateTeamMutation",
    "operationKind": "mutation",
    "text": "mutation DeactivateTeamMutation(\n  $teamId: Int!\n) {\n  deactivateTeam(teamId: $teamId) {\n    id\n    active\n  }\n}\n"
  }
};
})();

(node as any).hash = "74ac8528378eae43e52f66828e03653f";

export default node;
