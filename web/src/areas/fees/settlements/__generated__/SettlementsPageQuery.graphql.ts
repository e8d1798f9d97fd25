/**
 * @generated SignedSource<<2a0cfeee346748496de6514e31f26c31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SettlementSort = "ATTORNEY" | "BANKED" | "CLIENT" | "CLOSED" | "DATE" | "FEE" | "INS_TYPE" | "MARKET" | "SETTLEMENT" | "TYPE" | "%future added value";
export type SettlementsPageQuery$variables = {
  all?: boolean | null | undefined;
  descending?: boolean | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  onlyNotBanked?: boolean | null | undefined;
  search?: string | null | undefined;
  showAll: boolean;
  sortBy?: SettlementSort | null | undefined;
};
export type SettlementsPageQuery$data = {
  readonly openSettlementsPage: {
    readonly feesNotBanked: number;
    readonly matchingCount: number;
    readonly notBankedCount: number;
    readonly settlements: ReadonlyArray<{
      readonly attorney: string;
      readonly attorneyFee: number;
      readonly caseId: number;
      readonly clientName: string;
      readonly closingDate: string | null | undefined;
      readonly dateCreated: string | null | undefined;
      readonly feesTaken: number;
      readonly insType: string | null | undefined;
      readonly market: string | null | undefined;
      readonly notBanked: boolean;
      readonly settlement: number;
      readonly settlementId: number;
      readonly settlementType: string | null | undefined;
    }>;
    readonly totalCount: number;
  };
};
export type SettlementsPageQuery = {
  response: SettlementsPageQuery$data;
  variables: SettlementsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": true,
  "kind": "LocalArgument",
  "name": "descending"
},
v2 = {
  "defaultValue": 50,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": 0,
  "kind": "LocalArgument",
  "name": "offset"
},
v4 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "onlyNotBanked"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAll"
},
v7 = {
  "defaultValue": "DATE",
  "kind": "LocalArgument",
  "name": "sortBy"
},
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "all",
        "variableName": "all"
      },
      {
        "kind": "Variable",
        "name": "descending",
        "variableName": "descending"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "offset",
        "variableName": "offset"
      },
      {
        "kind": "Variable",
        "name": "onlyNotBanked",
        "variableName": "onlyNotBanked"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "showAll",
        "variableName": "showAll"
      },
      {
        "kind": "Variable",
        "name": "sortBy",
        "variableName": "sortBy"
      }
    ],
    "concreteType": "OpenSettlementsPage",
    "kind": "LinkedField",
    "name": "openSettlementsPage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchingCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "feesNotBanked",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notBankedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpenSettlement",
        "kind": "LinkedField",
        "name": "settlements",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "settlementId",
            "storageKey": null
          },
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
            "name": "settlementType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "insType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "settlement",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attorneyFee",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "feesTaken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dateCreated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "market",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closingDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notBanked",
            "storageKey": null
          }
        ],
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettlementsPageQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SettlementsPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "b719b72d2e706444cbf9940fa5907436",
    "id": null,
    "metadata": {},
    "name": "SettlementsPageQuery",
    "operationKind": "query",
    "text": "query SettlementsPageQuery(\n  $showAll: Boolean!\n  $onlyNotBanked: Boolean = false\n  $search: String\n  $sortBy: SettlementSort = DATE\n  $descending: Boolean = true\n  $offset: Int = 0\n  $first: Int = 50\n  $all: Boolean = false\n) {\n  openSettlementsPage(showAll: $showAll, onlyNotBanked: $onlyNotBanked, search: $search, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first, all: $all) {\n    totalCount\n    matchingCount\n    feesNotBanked\n    notBankedCount\n    settlements {\n      settlementId\n      caseId\n      clientName\n      attorney\n      settlementType\n      insType\n      settlement\n      attorneyFee\n      feesTaken\n      dateCreated\n      market\n      closingDate\n      notBanked\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa04e9402a6b5aac06825afb9e484cc2";

export default node;
