/**
 * @generated SignedSource<<eaab4c0e37e81d38fc85d0578becb07c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DemandReviewPageQuery$variables = {
  userId: number;
};
export type DemandReviewPageQuery$data = {
  readonly userDemandReviewCases: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly clientName: string;
    readonly daysInStatus: number | null | undefined;
    readonly id: string;
    readonly paralegal: string | null | undefined;
    readonly rank: string | null | undefined;
    readonly status: string | null | undefined;
    readonly valueFrom: number | null | undefined;
    readonly valueTo: number | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type DemandReviewPageQuery = {
  response: DemandReviewPageQuery$data;
  variables: DemandReviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "DemandReviewRow",
  "kind": "LinkedField",
  "name": "userDemandReviewCases",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "paralegal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysInStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueTo",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DemandReviewPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CaseSystemLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DemandReviewPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ConnectorConfig",
        "kind": "LinkedField",
        "name": "connectorConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caseUrlTemplate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "73656b71581a9195898b2468c57d02b2",
    "id": null,
    "metadata": {},
    "name": "DemandReviewPageQuery",
    "operationKind": "query",
    "text": "query DemandReviewPageQuery(\n  $userId: Int!\n) {\n  userDemandReviewCases(userId: $userId) {\n    id\n    caseId\n    clientName\n    attorney\n    paralegal\n    status\n    daysInStatus\n    rank\n    valueFrom\n    valueTo\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "2625f5a87b1ede09a79779cc18388304";

export default node;
