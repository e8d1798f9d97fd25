/**
 * @generated SignedSource<<7833a1a79a6f6801d1d976329b71dc12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StaffDetailParalegalQuery$variables = {
  demands: boolean;
  endDate: string;
  fees: boolean;
  organizationId?: number | null | undefined;
  paralegalId: number;
  settlements: boolean;
  showAllParalegals: boolean;
  startDate: string;
  teamId?: number | null | undefined;
  userId?: number | null | undefined;
};
export type StaffDetailParalegalQuery$data = {
  readonly demands?: ReadonlyArray<{
    readonly amount: number | null | undefined;
    readonly attorney: string;
    readonly caseId: number;
    readonly caseNumber: string | null | undefined;
    readonly clientName: string;
    readonly date: string;
    readonly paralegal: string;
  }>;
  readonly fees?: ReadonlyArray<{
    readonly amount: number | null | undefined;
    readonly attorney: string;
    readonly caseId: number;
    readonly caseNumber: string | null | undefined;
    readonly clientName: string;
    readonly date: string;
    readonly paralegal: string;
  }>;
  readonly settlements?: ReadonlyArray<{
    readonly amount: number | null | undefined;
    readonly attorney: string;
    readonly caseId: number;
    readonly caseNumber: string | null | undefined;
    readonly clientName: string;
    readonly date: string;
    readonly paralegal: string;
  }>;
};
export type StaffDetailParalegalQuery = {
  response: StaffDetailParalegalQuery$data;
  variables: StaffDetailParalegalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "demands"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fees"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paralegalId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "settlements"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAllParalegals"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v10 = [
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
    "name": "paralegalId",
    "variableName": "paralegalId"
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
v11 = [
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
    "name": "caseNumber",
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
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "date",
    "storageKey": null
  },
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
  }
],
v12 = [
  {
    "condition": "fees",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": "fees",
        "args": (v10/*:: as any*/),
        "concreteType": "MonthlyStaffDetail",
        "kind": "LinkedField",
        "name": "individualFeesInPeriodByParalegalByMonth",
        "plural": true,
        "selections": (v11/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  {
    "condition": "demands",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": "demands",
        "args": (v10/*:: as any*/),
        "concreteType": "MonthlyStaffDetail",
        "kind": "LinkedField",
        "name": "individualDemandsInPeriodByParalegalByMonth",
        "plural": true,
        "selections": (v11/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  {
    "condition": "settlements",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": "settlements",
        "args": (v10/*:: as any*/),
        "concreteType": "MonthlyStaffDetail",
        "kind": "LinkedField",
        "name": "individualSettlementsInPeriodByParalegalByMonth",
        "plural": true,
        "selections": (v11/*:: as any*/),
        "storageKey": null
      }
    ]
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
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffDetailParalegalQuery",
    "selections": (v12/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v9/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffDetailParalegalQuery",
    "selections": (v12/*:: as any*/)
  },
  "params": {
    "cacheID": "32a00cb1a09eb4d4ba6fb10e15d67977",
    "id": null,
    "metadata": {},
    "name": "StaffDetailParalegalQuery",
    "operationKind": "query",
    "text": "query StaffDetailParalegalQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $paralegalId: Int!\n  $organizationId: Int\n  $userId: Int\n  $teamId: Int\n  $showAllParalegals: Boolean!\n  $fees: Boolean!\n  $demands: Boolean!\n  $settlements: Boolean!\n) {\n  fees: individualFeesInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, paralegalId: $paralegalId, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) @include(if: $fees) {\n    caseId\n    caseNumber\n    clientName\n    amount\n    date\n    attorney\n    paralegal\n  }\n  demands: individualDemandsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, paralegalId: $paralegalId, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) @include(if: $demands) {\n    caseId\n    caseNumber\n    clientName\n    amount\n    date\n    attorney\n    paralegal\n  }\n  settlements: individualSettlementsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, paralegalId: $paralegalId, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) @include(if: $settlements) {\n    caseId\n    caseNumber\n    clientName\n    amount\n    date\n    attorney\n    paralegal\n  }\n}\n"
  }
};
})();

(node as any).hash = "314175442c8c77b6e3f76e547c89fd13";

export default node;
