/**
 * @generated SignedSource<<91c497ae66ef52e40ab54aa8ba8fbf8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RatePageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
  userId?: number | null | undefined;
};
export type RatePageQuery$data = {
  readonly rateByYearByAttorneyByType: ReadonlyArray<{
    readonly attorney: string;
    readonly avgFees: number;
    readonly avgTodDays: number;
    readonly avgTodMonths: number;
    readonly caseType: string;
    readonly green: boolean;
    readonly rate: number;
    readonly totalCases: number;
    readonly year: number;
  }>;
};
export type RatePageQuery = {
  response: RatePageQuery$data;
  variables: RatePageQuery$variables;
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
    "concreteType": "RateRow",
    "kind": "LinkedField",
    "name": "rateByYearByAttorneyByType",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "year",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caseType",
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
        "name": "avgTodDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avgTodMonths",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCases",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avgFees",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "green",
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
    "name": "RatePageQuery",
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
    "name": "RatePageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "909c99e6933b8c48f6c01f5abd082e92",
    "id": null,
    "metadata": {},
    "name": "RatePageQuery",
    "operationKind": "query",
    "text": "query RatePageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $userId: Int\n  $organizationId: Int\n) {\n  rateByYearByAttorneyByType(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {\n    year\n    caseType\n    attorney\n    avgTodDays\n    avgTodMonths\n    totalCases\n    avgFees\n    rate\n    green\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e3516cf2f888805cce214ae4bc85dc4";

export default node;
