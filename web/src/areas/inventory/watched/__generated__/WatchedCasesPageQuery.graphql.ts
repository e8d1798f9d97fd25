/**
 * @generated SignedSource<<aa37314b13be904d8028499ba409c2e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WatchedCasesPageQuery$variables = Record<PropertyKey, never>;
export type WatchedCasesPageQuery$data = {
  readonly caseRanks: ReadonlyArray<{
    readonly rank: string;
    readonly rankId: number;
  }>;
  readonly caseStatuses: ReadonlyArray<{
    readonly stage: string;
    readonly status: string;
    readonly statusId: number;
  }>;
  readonly watchedCases: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly clientName: string;
    readonly dateOfIncident: string | null | undefined;
    readonly dateOpened: string | null | undefined;
    readonly daysInStatus: number | null | undefined;
    readonly paralegal: string | null | undefined;
    readonly rank: string | null | undefined;
    readonly stage: string | null | undefined;
    readonly state: string | null | undefined;
    readonly status: string | null | undefined;
    readonly type: string | null | undefined;
    readonly valueFrom: number | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type WatchedCasesPageQuery = {
  response: WatchedCasesPageQuery$data;
  variables: WatchedCasesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
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
  "args": null,
  "concreteType": "WatchedCase",
  "kind": "LinkedField",
  "name": "watchedCases",
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
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attorney",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueFrom",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "StatusOption",
  "kind": "LinkedField",
  "name": "caseStatuses",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "RankOption",
  "kind": "LinkedField",
  "name": "caseRanks",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rankId",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WatchedCasesPageQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WatchedCasesPageQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
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
    "cacheID": "1b96572c7fd9b471b472cf294dd4d70e",
    "id": null,
    "metadata": {},
    "name": "WatchedCasesPageQuery",
    "operationKind": "query",
    "text": "query WatchedCasesPageQuery {\n  watchedCases {\n    caseId\n    type\n    stage\n    status\n    daysInStatus\n    clientName\n    rank\n    attorney\n    paralegal\n    dateOpened\n    dateOfIncident\n    state\n    valueFrom\n  }\n  caseStatuses {\n    statusId\n    status\n    stage\n  }\n  caseRanks {\n    rankId\n    rank\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb6ce9f4cdce0c9c1ddbbe44cbd3f280";

export default node;
