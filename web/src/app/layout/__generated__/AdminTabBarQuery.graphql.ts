/**
 * @generated SignedSource<<a38a0f0141d1cc3389c9889502f9739a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminTabBarQuery$variables = {
  orgId: number;
};
export type AdminTabBarQuery$data = {
  readonly organization: {
    readonly " $fragmentSpreads": FragmentRefs<"ActAsSelector_organization" | "TeamSelector_organization">;
  } | null | undefined;
};
export type AdminTabBarQuery = {
  response: AdminTabBarQuery$data;
  variables: AdminTabBarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "orgId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "teamId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminTabBarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ActAsSelector_organization"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TeamSelector_organization"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminTabBarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "teams",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
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
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dd49e49bb60abd6b2f8a088c9501acfe",
    "id": null,
    "metadata": {},
    "name": "AdminTabBarQuery",
    "operationKind": "query",
    "text": "query AdminTabBarQuery(\n  $orgId: Int!\n) {\n  organization(id: $orgId) {\n    ...ActAsSelector_organization\n    ...TeamSelector_organization\n    id\n  }\n}\n\nfragment ActAsSelector_organization on Organization {\n  users {\n    userId\n    name\n    active\n    teams {\n      teamId\n      id\n    }\n    id\n  }\n}\n\nfragment TeamSelector_organization on Organization {\n  teams {\n    teamId\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6187226eaef9591b98bf468796877d22";

export default node;
