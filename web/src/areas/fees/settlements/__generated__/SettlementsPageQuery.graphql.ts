/**
 * @generated SignedSource<<05747bb3577fefcb8e9a66b3b503f744>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettlementsPageQuery$variables = {
  all: boolean;
};
export type SettlementsPageQuery$data = {
  readonly openSettlements?: {
    readonly " $fragmentSpreads": FragmentRefs<"SettlementsPage_report">;
  };
  readonly openSettlementsByStaff?: {
    readonly " $fragmentSpreads": FragmentRefs<"SettlementsPage_report">;
  };
};
export type SettlementsPageQuery = {
  response: SettlementsPageQuery$data;
  variables: SettlementsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "all"
  }
],
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SettlementsPage_report"
  }
],
v2 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SettlementsPageQuery",
    "selections": [
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OpenSettlements",
            "kind": "LinkedField",
            "name": "openSettlements",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OpenSettlements",
            "kind": "LinkedField",
            "name": "openSettlementsByStaff",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettlementsPageQuery",
    "selections": [
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OpenSettlements",
            "kind": "LinkedField",
            "name": "openSettlements",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OpenSettlements",
            "kind": "LinkedField",
            "name": "openSettlementsByStaff",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ef596ba2aa83956b58ad30af615bbb45",
    "id": null,
    "metadata": {},
    "name": "SettlementsPageQuery",
    "operationKind": "query",
    "text": "query SettlementsPageQuery(\n  $all: Boolean!\n) {\n  openSettlements @include(if: $all) {\n    ...SettlementsPage_report\n  }\n  openSettlementsByStaff @skip(if: $all) {\n    ...SettlementsPage_report\n  }\n}\n\nfragment SettlementsPage_report on OpenSettlements {\n  feesNotBanked\n  notBankedCount\n  settlements {\n    settlementId\n    caseId\n    clientName\n    attorney\n    settlementType\n    insType\n    settlement\n    attorneyFee\n    feesTaken\n    dateCreated\n    market\n    closingDate\n    notBanked\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bead54bbd9e00ee1da622f336228583";

export default node;
