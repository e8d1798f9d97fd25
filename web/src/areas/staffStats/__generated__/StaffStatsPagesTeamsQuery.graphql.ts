/**
 * @generated SignedSource<<baa8ca22abd3af5af194fd3321765243>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StaffStatsPagesTeamsQuery$variables = {
  id: number;
};
export type StaffStatsPagesTeamsQuery$data = {
  readonly organization: {
    readonly teams: ReadonlyArray<{
      readonly name: string;
      readonly teamId: number;
    }>;
  } | null | undefined;
};
export type StaffStatsPagesTeamsQuery = {
  response: StaffStatsPagesTeamsQuery$data;
  variables: StaffStatsPagesTeamsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "teamId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
    "name": "StaffStatsPagesTeamsQuery",
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
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "teams",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "StaffStatsPagesTeamsQuery",
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
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "teams",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
    "cacheID": "8325c4430738893957746ac8860adaf0",
    "id": null,
    "metadata": {},
    "name": "StaffStatsPagesTeamsQuery",
    "operationKind": "query",
    "text": "query StaffStatsPagesTeamsQuery(\n  $id: Int!\n) {\n  organization(id: $id) {\n    teams {\n      teamId\n      name\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "63512edb0c82e8f4190a4e707299e2bf";

export default node;
