/**
 * @generated SignedSource<<264ab05b9d19dd2ad85dbd26d0302e7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AllCasesPageQuery$variables = {
  excludeReferred: boolean;
  userId: number;
};
export type AllCasesPageQuery$data = {
  readonly userCases: {
    readonly cases: ReadonlyArray<{
      readonly caseId: number;
      readonly clientName: string;
      readonly dateOfIncident: string | null | undefined;
      readonly dateOfSolConf: string | null | undefined;
      readonly dateOpened: string | null | undefined;
      readonly daysInStatus: number | null | undefined;
      readonly lastAccessedDateTime: string | null | undefined;
      readonly paralegal: string | null | undefined;
      readonly rank: string | null | undefined;
      readonly stage: string | null | undefined;
      readonly state: string | null | undefined;
      readonly status: string | null | undefined;
      readonly type: string | null | undefined;
    }>;
    readonly rankCounts: ReadonlyArray<{
      readonly count: number;
      readonly rank: string;
    }>;
    readonly userId: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type AllCasesPageQuery = {
  response: AllCasesPageQuery$data;
  variables: AllCasesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeReferred"
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
  "name": "rank",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "excludeReferred",
      "variableName": "excludeReferred"
    },
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "UserCases",
  "kind": "LinkedField",
  "name": "userCases",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RankCount",
      "kind": "LinkedField",
      "name": "rankCounts",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryCase",
      "kind": "LinkedField",
      "name": "cases",
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
          "name": "type",
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
          "name": "clientName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastAccessedDateTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateOfSolConf",
          "storageKey": null
        },
        (v2/*:: as any*/),
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
          "name": "dateOpened",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateOfIncident",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
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
    "name": "AllCasesPageQuery",
    "selections": [
      (v3/*:: as any*/),
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
    "name": "AllCasesPageQuery",
    "selections": [
      (v3/*:: as any*/),
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
    "cacheID": "7d695d2699c5e51d11d8ef051e9d9b88",
    "id": null,
    "metadata": {},
    "name": "AllCasesPageQuery",
    "operationKind": "query",
    "text": "query AllCasesPageQuery(\n  $userId: Int!\n  $excludeReferred: Boolean!\n) {\n  userCases(userId: $userId, excludeReferred: $excludeReferred) {\n    userId\n    rankCounts {\n      rank\n      count\n    }\n    cases {\n      caseId\n      type\n      stage\n      status\n      daysInStatus\n      clientName\n      lastAccessedDateTime\n      dateOfSolConf\n      rank\n      paralegal\n      dateOpened\n      dateOfIncident\n      state\n    }\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "fcebd139d3e88270cf102071666c38be";

export default node;
