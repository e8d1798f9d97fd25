/**
 * @generated SignedSource<<2f02fc8e91f37e83e8da50492b781842>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RowColor = "RED" | "WHITE" | "YELLOW" | "%future added value";
export type ClientContactPageQuery$variables = {
  attorneyOnly: boolean;
  hideStages?: ReadonlyArray<string> | null | undefined;
  userId: number;
};
export type ClientContactPageQuery$data = {
  readonly casesWithLastClientContact: ReadonlyArray<{
    readonly caseId: number;
    readonly clientName: string;
    readonly color: RowColor;
    readonly dateOfLastClientContact: string | null | undefined;
    readonly dateOfLastClientContactAttempt: string | null | undefined;
    readonly daysSinceContact: number | null | undefined;
    readonly paralegal: string | null | undefined;
    readonly stage: string | null | undefined;
  }>;
  readonly hideStageOptions: {
    readonly hiddenByDefault: ReadonlyArray<string>;
    readonly stages: ReadonlyArray<string>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type ClientContactPageQuery = {
  response: ClientContactPageQuery$data;
  variables: ClientContactPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attorneyOnly"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hideStages"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "attorneyOnly",
      "variableName": "attorneyOnly"
    },
    {
      "kind": "Variable",
      "name": "hideStages",
      "variableName": "hideStages"
    },
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "ClientContactCase",
  "kind": "LinkedField",
  "name": "casesWithLastClientContact",
  "plural": true,
  "selections": [
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
      "name": "stage",
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
      "name": "dateOfLastClientContact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLastClientContactAttempt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysSinceContact",
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
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "HideStageOptions",
  "kind": "LinkedField",
  "name": "hideStageOptions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenByDefault",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientContactPageQuery",
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClientContactPageQuery",
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
    "cacheID": "c8948d6010f637bcf130ba36a4d0bf1c",
    "id": null,
    "metadata": {},
    "name": "ClientContactPageQuery",
    "operationKind": "query",
    "text": "query ClientContactPageQuery(\n  $userId: Int!\n  $attorneyOnly: Boolean!\n  $hideStages: [String!]\n) {\n  casesWithLastClientContact(userId: $userId, attorneyOnly: $attorneyOnly, hideStages: $hideStages) {\n    caseId\n    stage\n    clientName\n    paralegal\n    dateOfLastClientContact\n    dateOfLastClientContactAttempt\n    daysSinceContact\n    color\n  }\n  hideStageOptions {\n    stages\n    hiddenByDefault\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "080ed419bf8bcae60cb4b50d1436efd2";

export default node;
