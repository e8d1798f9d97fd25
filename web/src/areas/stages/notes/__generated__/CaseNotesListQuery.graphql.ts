/**
 * @generated SignedSource<<73b1f8a32ab34cedbbbff4c815d6bba6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseNotesStage = "DEMAND_PREP" | "LITIGATION" | "NEG" | "SETTLED" | "TREATING" | "%future added value";
export type CaseNotesListQuery$variables = {
  stage: CaseNotesStage;
  userId: number;
};
export type CaseNotesListQuery$data = {
  readonly stagePalette: ReadonlyArray<{
    readonly hex: string;
    readonly name: string;
  }>;
  readonly userStageCases: ReadonlyArray<{
    readonly caseId: number;
    readonly clientName: string;
    readonly data: {
      readonly color: string | null | undefined;
      readonly id: string;
      readonly note: string | null | undefined;
      readonly noteUpdatedAt: string | null | undefined;
    };
    readonly daysInStatus: number | null | undefined;
    readonly id: string;
    readonly paralegal: string | null | undefined;
    readonly rank: string | null | undefined;
    readonly status: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type CaseNotesListQuery = {
  response: CaseNotesListQuery$data;
  variables: CaseNotesListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stage"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "stage",
      "variableName": "stage"
    },
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "CaseNotesRow",
  "kind": "LinkedField",
  "name": "userStageCases",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paralegal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysInStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseData",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noteUpdatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PaletteColor",
  "kind": "LinkedField",
  "name": "stagePalette",
  "plural": true,
  "selections": [
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
      "name": "hex",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseNotesListQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CaseSystemLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CaseNotesListQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ConnectorConfig",
        "kind": "LinkedField",
        "name": "connectorConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caseUrlTemplate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "553c5a733aa990474c27ed51bf52fa3b",
    "id": null,
    "metadata": {},
    "name": "CaseNotesListQuery",
    "operationKind": "query",
    "text": "query CaseNotesListQuery(\n  $userId: Int!\n  $stage: CaseNotesStage!\n) {\n  userStageCases(userId: $userId, stage: $stage) {\n    id\n    caseId\n    clientName\n    paralegal\n    status\n    daysInStatus\n    rank\n    data {\n      id\n      note\n      noteUpdatedAt\n      color\n    }\n  }\n  stagePalette {\n    name\n    hex\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d18ac696cd2c49343dd8c54f5073e34";

export default node;
