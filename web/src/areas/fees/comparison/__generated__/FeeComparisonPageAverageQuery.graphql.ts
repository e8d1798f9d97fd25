/**
 * @generated SignedSource<<63d17ca6f51c609aca71300f3971226f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeeComparisonPageAverageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
  userId?: number | null | undefined;
};
export type FeeComparisonPageAverageQuery$data = {
  readonly feeComparisonAverageInPeriod: ReadonlyArray<{
    readonly attorney: string;
    readonly averageFee: number;
    readonly averageFeePercentage: number;
    readonly averageMedicalMultiple: number;
    readonly averageSettlement: number;
    readonly averageTotalMedicalBills: number;
    readonly totalSettlements: number;
  }>;
};
export type FeeComparisonPageAverageQuery = {
  response: FeeComparisonPageAverageQuery$data;
  variables: FeeComparisonPageAverageQuery$variables;
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
    "concreteType": "FeeComparisonAverage",
    "kind": "LinkedField",
    "name": "feeComparisonAverageInPeriod",
    "plural": true,
    "selections": [
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
        "name": "averageFee",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageSettlement",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalSettlements",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageFeePercentage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageTotalMedicalBills",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageMedicalMultiple",
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
    "name": "FeeComparisonPageAverageQuery",
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
    "name": "FeeComparisonPageAverageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b5656651b9800c4cd112ab0f61688f63",
    "id": null,
    "metadata": {},
    "name": "FeeComparisonPageAverageQuery",
    "operationKind": "query",
    "text": "query FeeComparisonPageAverageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $userId: Int\n  $organizationId: Int\n) {\n  feeComparisonAverageInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {\n    attorney\n    averageFee\n    averageSettlement\n    totalSettlements\n    averageFeePercentage\n    averageTotalMedicalBills\n    averageMedicalMultiple\n  }\n}\n"
  }
};
})();

(node as any).hash = "9343e44c2141ae009cf4a219f4861270";

export default node;
