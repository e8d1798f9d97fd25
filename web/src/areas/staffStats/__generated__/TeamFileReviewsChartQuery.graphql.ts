/**
 * @generated SignedSource<<c5dc807e2fd1d3b8b19056df4ad868f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamFileReviewsChartQuery$variables = {
  endDate: string;
  showAllParalegals: boolean;
  startDate: string;
  teamId?: number | null | undefined;
  userId: number;
};
export type TeamFileReviewsChartQuery$data = {
  readonly teamFileReviewsByDay: ReadonlyArray<{
    readonly day: string;
    readonly person: string;
    readonly total: number;
    readonly userId: number;
  }>;
};
export type TeamFileReviewsChartQuery = {
  response: TeamFileReviewsChartQuery$data;
  variables: TeamFileReviewsChartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAllParalegals"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "endDate",
        "variableName": "endDate"
      },
      {
        "kind": "Variable",
        "name": "showAllParalegals",
        "variableName": "showAllParalegals"
      },
      {
        "kind": "Variable",
        "name": "startDate",
        "variableName": "startDate"
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
    "concreteType": "TeamFileReviewsDay",
    "kind": "LinkedField",
    "name": "teamFileReviewsByDay",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "day",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "person",
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
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamFileReviewsChartQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TeamFileReviewsChartQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "aba90ffb1d1b16535b43f738f4e58283",
    "id": null,
    "metadata": {},
    "name": "TeamFileReviewsChartQuery",
    "operationKind": "query",
    "text": "query TeamFileReviewsChartQuery(\n  $userId: Int!\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $teamId: Int\n  $showAllParalegals: Boolean!\n) {\n  teamFileReviewsByDay(userId: $userId, startDate: $startDate, endDate: $endDate, teamId: $teamId, showAllParalegals: $showAllParalegals) {\n    day\n    userId\n    person\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "b796c68d2f24d8cace604c3487431395";

export default node;
