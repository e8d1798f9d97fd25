/**
 * @generated SignedSource<<963a27f97c6b9a993c4392cb71ea9bbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GoalLevel = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type InventoryStatsPageQuery$variables = {
  endDate: string;
  organizationId: number;
  startDate: string;
};
export type InventoryStatsPageQuery$data = {
  readonly retained: {
    readonly months: ReadonlyArray<string>;
    readonly rows: ReadonlyArray<{
      readonly average: number;
      readonly averageLevel: GoalLevel | null | undefined;
      readonly cells: ReadonlyArray<{
        readonly amount: number | null | undefined;
        readonly count: number;
        readonly judged: number;
        readonly level: GoalLevel | null | undefined;
        readonly month: string;
      }>;
      readonly fullName: string | null | undefined;
      readonly includes: ReadonlyArray<string>;
      readonly key: string;
      readonly label: string;
    }>;
  };
  readonly settled: {
    readonly months: ReadonlyArray<string>;
    readonly rows: ReadonlyArray<{
      readonly average: number;
      readonly averageLevel: GoalLevel | null | undefined;
      readonly cells: ReadonlyArray<{
        readonly amount: number | null | undefined;
        readonly count: number;
        readonly judged: number;
        readonly level: GoalLevel | null | undefined;
        readonly month: string;
      }>;
      readonly fullName: string | null | undefined;
      readonly includes: ReadonlyArray<string>;
      readonly key: string;
      readonly label: string;
    }>;
  };
};
export type InventoryStatsPageQuery = {
  response: InventoryStatsPageQuery$data;
  variables: InventoryStatsPageQuery$variables;
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
  "name": "organizationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "months",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "MonthlyStaffRow",
    "kind": "LinkedField",
    "name": "rows",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
        "name": "includes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MonthlyStaffCell",
        "kind": "LinkedField",
        "name": "cells",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "month",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "judged",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "average",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageLevel",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v5 = [
  {
    "alias": "retained",
    "args": (v3/*:: as any*/),
    "concreteType": "MonthlyStaffTable",
    "kind": "LinkedField",
    "name": "retainedCasesInPeriodByAttorneyByMonth",
    "plural": false,
    "selections": (v4/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "settled",
    "args": (v3/*:: as any*/),
    "concreteType": "MonthlyStaffTable",
    "kind": "LinkedField",
    "name": "settledCasesInPeriodByAttorneyByMonth",
    "plural": false,
    "selections": (v4/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryStatsPageQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InventoryStatsPageQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "e3b47eb49ab3a141ef9bab6138e61baa",
    "id": null,
    "metadata": {},
    "name": "InventoryStatsPageQuery",
    "operationKind": "query",
    "text": "query InventoryStatsPageQuery(\n  $organizationId: Int!\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  retained: retainedCasesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {\n    months\n    rows {\n      key\n      label\n      fullName\n      includes\n      cells {\n        month\n        count\n        amount\n        judged\n        level\n      }\n      average\n      averageLevel\n    }\n  }\n  settled: settledCasesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {\n    months\n    rows {\n      key\n      label\n      fullName\n      includes\n      cells {\n        month\n        count\n        amount\n        judged\n        level\n      }\n      average\n      averageLevel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83b63425ba01700a4452aa08b4308b21";

export default node;
