/**
 * @generated SignedSource<<a5bf8b012ff6218a125137a85237d1aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GoalLevel = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type StaffMonthlyTablesParalegalQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  showAllParalegals: boolean;
  startDate: string;
  teamId?: number | null | undefined;
  userId?: number | null | undefined;
};
export type StaffMonthlyTablesParalegalQuery$data = {
  readonly demands: {
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
  readonly fees: {
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
  readonly settlements: {
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
export type StaffMonthlyTablesParalegalQuery = {
  response: StaffMonthlyTablesParalegalQuery$data;
  variables: StaffMonthlyTablesParalegalQuery$variables;
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
  "name": "showAllParalegals"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v6 = [
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
v7 = [
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
v8 = [
  {
    "alias": "demands",
    "args": (v6/*:: as any*/),
    "concreteType": "MonthlyStaffTable",
    "kind": "LinkedField",
    "name": "demandsInPeriodByParalegalByMonth",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "settlements",
    "args": (v6/*:: as any*/),
    "concreteType": "MonthlyStaffTable",
    "kind": "LinkedField",
    "name": "settlementsInPeriodByParalegalByMonth",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "fees",
    "args": (v6/*:: as any*/),
    "concreteType": "MonthlyStaffTable",
    "kind": "LinkedField",
    "name": "feesInPeriodByParalegalByMonth",
    "plural": false,
    "selections": (v7/*:: as any*/),
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffMonthlyTablesParalegalQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffMonthlyTablesParalegalQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "7b777b21bf6d0c14fda3c1b78fcb3146",
    "id": null,
    "metadata": {},
    "name": "StaffMonthlyTablesParalegalQuery",
    "operationKind": "query",
    "text": "query StaffMonthlyTablesParalegalQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $userId: Int\n  $teamId: Int\n  $showAllParalegals: Boolean!\n) {\n  demands: demandsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) {\n    months\n    rows {\n      key\n      label\n      fullName\n      includes\n      cells {\n        month\n        count\n        amount\n        judged\n        level\n      }\n      average\n      averageLevel\n    }\n  }\n  settlements: settlementsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) {\n    months\n    rows {\n      key\n      label\n      fullName\n      includes\n      cells {\n        month\n        count\n        amount\n        judged\n        level\n      }\n      average\n      averageLevel\n    }\n  }\n  fees: feesInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) {\n    months\n    rows {\n      key\n      label\n      fullName\n      includes\n      cells {\n        month\n        count\n        amount\n        judged\n        level\n      }\n      average\n      averageLevel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21ba075867b157d5d0970f49c99474f7";

export default node;
