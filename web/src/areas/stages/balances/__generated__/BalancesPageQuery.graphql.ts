/**
 * @generated SignedSource<<8f1e8b1fa57cc0f8a35fface78257137>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalancesPageQuery$variables = {
  userId: number;
};
export type BalancesPageQuery$data = {
  readonly uncompletedBalanceVerifications: ReadonlyArray<{
    readonly adjusted: number;
    readonly balance: number;
    readonly caseId: number;
    readonly category: string | null | undefined;
    readonly clientName: string;
    readonly comments: string | null | undefined;
    readonly description: string | null | undefined;
    readonly dueDate: string | null | undefined;
    readonly id: string;
    readonly medicalProvider: string;
    readonly medicalProviderId: number;
    readonly paid: number;
    readonly requestorUser: string | null | undefined;
    readonly startDate: string | null | undefined;
    readonly summary: string;
    readonly taskId: number;
    readonly total: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type BalancesPageQuery = {
  response: BalancesPageQuery$data;
  variables: BalancesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "BalanceVerification",
  "kind": "LinkedField",
  "name": "uncompletedBalanceVerifications",
  "plural": true,
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
      "name": "taskId",
      "storageKey": null
    },
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
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestorUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medicalProviderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medicalProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adjusted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comments",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BalancesPageQuery",
    "selections": [
      (v1/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BalancesPageQuery",
    "selections": [
      (v1/*:: as any*/),
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
    "cacheID": "b483c013c2e19dbdf6df240e24409a97",
    "id": null,
    "metadata": {},
    "name": "BalancesPageQuery",
    "operationKind": "query",
    "text": "query BalancesPageQuery(\n  $userId: Int!\n) {\n  uncompletedBalanceVerifications(userId: $userId) {\n    id\n    taskId\n    caseId\n    clientName\n    category\n    summary\n    description\n    startDate\n    dueDate\n    requestorUser\n    medicalProviderId\n    medicalProvider\n    total\n    paid\n    adjusted\n    balance\n    comments\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "04585d4c56e82b800a64c720205dbf49";

export default node;
