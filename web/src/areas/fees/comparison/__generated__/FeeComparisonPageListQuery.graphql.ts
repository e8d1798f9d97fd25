/**
 * @generated SignedSource<<605509105023d4b108c88e3e13c63a54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeeComparisonPageListQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
  userId?: number | null | undefined;
};
export type FeeComparisonPageListQuery$data = {
  readonly feeComparisonInPeriod: ReadonlyArray<{
    readonly attorney: string;
    readonly caseId: number;
    readonly clientName: string;
    readonly feePercentage: number;
    readonly fees: number;
    readonly medicalMultiple: number;
    readonly settlements: number;
    readonly totalMedicalBills: number;
  }>;
};
export type FeeComparisonPageListQuery = {
  response: FeeComparisonPageListQuery$data;
  variables: FeeComparisonPageListQuery$variables;
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
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "FeeComparison",
    "kind": "LinkedField",
    "name": "feeComparisonInPeriod",
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
        "name": "clientName",
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
        "name": "fees",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "settlements",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "feePercentage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalMedicalBills",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "medicalMultiple",
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
    "name": "FeeComparisonPageListQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FeeComparisonPageListQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "95a3e06e6a6c0c026e74b6707ed61192",
    "id": null,
    "metadata": {},
    "name": "FeeComparisonPageListQuery",
    "operationKind": "query",
    "text": "query FeeComparisonPageListQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $userId: Int\n  $organizationId: Int\n) {\n  feeComparisonInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {\n    caseId\n    clientName\n    attorney\n    fees\n    settlements\n    feePercentage\n    totalMedicalBills\n    medicalMultiple\n  }\n}\n"
  }
};
})();

(node as any).hash = "13945acd2e542db69e4401f3123dc2b1";

export default node;
