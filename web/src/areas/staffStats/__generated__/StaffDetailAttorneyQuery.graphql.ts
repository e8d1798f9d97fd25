/**
 * @generated SignedSource<<ef33743380c418eb0573edad9ca592b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StaffDetailAttorneyQuery$variables = {
  attorney: string;
  demands: boolean;
  endDate: string;
  fees: boolean;
  organizationId: number;
  settlements: boolean;
  startDate: string;
};
export type StaffDetailAttorneyQuery$data = {
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
export type StaffDetailAttorneyQuery = {
  response: StaffDetailAttorneyQuery$data;
  variables: StaffDetailAttorneyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attorney"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "demands"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fees"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "settlements"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v7 = [
  {
    "kind": "Variable",
    "name": "attorney",
    "variableName": "attorney"
  },
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
v8 = [
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
v9 = [
  {
    "condition": "fees",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": "fees",
        "args": (v7/*:: as any*/),
        "concreteType": "MonthlyStaffDetail",
        "kind": "LinkedField",
        "name": "individualFeesInPeriodByAttorneyByMonth",
        "plural": true,
        "selections": (v8/*:: as any*/),
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
        "args": (v7/*:: as any*/),
        "concreteType": "MonthlyStaffDetail",
        "kind": "LinkedField",
        "name": "individualDemandsInPeriodByAttorneyByMonth",
        "plural": true,
        "selections": (v8/*:: as any*/),
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
        "args": (v7/*:: as any*/),
        "concreteType": "MonthlyStaffDetail",
        "kind": "LinkedField",
        "name": "individualSettlementsInPeriodByAttorneyByMonth",
        "plural": true,
        "selections": (v8/*:: as any*/),
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffDetailAttorneyQuery",
    "selections": (v9/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffDetailAttorneyQuery",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "cacheID": "2d66093e1921c949976a2aa09dfcc7cf",
    "id": null,
    "metadata": {},
    "name": "StaffDetailAttorneyQuery",
    "operationKind": "query",
    "text": "query StaffDetailAttorneyQuery(\n  $organizationId: Int!\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $attorney: String!\n  $fees: Boolean!\n  $demands: Boolean!\n  $settlements: Boolean!\n) {\n  fees: individualFeesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate, attorney: $attorney) @include(if: $fees) {\n    caseId\n    caseNumber\n    clientName\n    amount\n    date\n    attorney\n    paralegal\n  }\n  demands: individualDemandsInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate, attorney: $attorney) @include(if: $demands) {\n    caseId\n    caseNumber\n    clientName\n    amount\n    date\n    attorney\n    paralegal\n  }\n  settlements: individualSettlementsInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate, attorney: $attorney) @include(if: $settlements) {\n    caseId\n    caseNumber\n    clientName\n    amount\n    date\n    attorney\n    paralegal\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ae268c4784ba9760c7e06fad520b552";

export default node;
