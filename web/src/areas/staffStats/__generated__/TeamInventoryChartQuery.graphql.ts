/**
 * @generated SignedSource<<648efc16d64c6a7319936016fdee8319>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamInventoryChartQuery$variables = {
  activeOnly: boolean;
  showAllParalegals: boolean;
  teamId?: number | null | undefined;
  userId: number;
};
export type TeamInventoryChartQuery$data = {
  readonly teamInventoryTotals: ReadonlyArray<{
    readonly fullName: string | null | undefined;
    readonly paralegal: string;
    readonly paralegalId: number;
    readonly stage: string;
    readonly total: number;
  }>;
};
export type TeamInventoryChartQuery = {
  response: TeamInventoryChartQuery$data;
  variables: TeamInventoryChartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "activeOnly"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAllParalegals"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "activeOnly",
        "variableName": "activeOnly"
      },
      {
        "kind": "Variable",
        "name": "showAllParalegals",
        "variableName": "showAllParalegals"
      },
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "TeamInventoryTotal",
    "kind": "LinkedField",
    "name": "teamInventoryTotals",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paralegalId",
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
        "name": "fullName",
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
        "name": "total",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamInventoryChartQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TeamInventoryChartQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "5015b50bdb38b82503dc742c4e6b8e3e",
    "id": null,
    "metadata": {},
    "name": "TeamInventoryChartQuery",
    "operationKind": "query",
    "text": "query TeamInventoryChartQuery(\n  $userId: Int!\n  $teamId: Int\n  $showAllParalegals: Boolean!\n  $activeOnly: Boolean!\n) {\n  teamInventoryTotals(userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals, activeOnly: $activeOnly) {\n    paralegalId\n    paralegal\n    fullName\n    stage\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e575231ad64d6524c1c6a31b10e9015";

export default node;
