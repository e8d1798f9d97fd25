/**
 * @generated SignedSource<<bd0525b3f7f99b9ec394a766882198c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MedicalStatsPageQuery$variables = {
  endDate: string;
  startDate: string;
};
export type MedicalStatsPageQuery$data = {
  readonly medicalRequestTeamStatsByMonth: ReadonlyArray<{
    readonly agent: string;
    readonly agentName: string;
    readonly averageDaysToComplete: number | null | undefined;
    readonly isTotal: boolean;
    readonly totalCancellations: number;
    readonly totalCompleted: number;
    readonly totalCompletedInThirtyDays: number;
    readonly totalRequests: number;
    readonly yearMonth: string;
  }>;
};
export type MedicalStatsPageQuery = {
  response: MedicalStatsPageQuery$data;
  variables: MedicalStatsPageQuery$variables;
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
  "name": "startDate"
},
v2 = [
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
        "name": "startDate",
        "variableName": "startDate"
      }
    ],
    "concreteType": "MedicalRequestMonthStats",
    "kind": "LinkedField",
    "name": "medicalRequestTeamStatsByMonth",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "agent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "agentName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isTotal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "yearMonth",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalRequests",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCancellations",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCompleted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCompletedInThirtyDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageDaysToComplete",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MedicalStatsPageQuery",
    "selections": (v2/*:: as any*/),
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
    "name": "MedicalStatsPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a15afa10324bec4bab314107be6823ca",
    "id": null,
    "metadata": {},
    "name": "MedicalStatsPageQuery",
    "operationKind": "query",
    "text": "query MedicalStatsPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  medicalRequestTeamStatsByMonth(startDate: $startDate, endDate: $endDate) {\n    agent\n    agentName\n    isTotal\n    yearMonth\n    totalRequests\n    totalCancellations\n    totalCompleted\n    totalCompletedInThirtyDays\n    averageDaysToComplete\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ececd8d015c64b69bc73436ffd1fd7a";

export default node;
