/**
 * @generated SignedSource<<42dda842949071c4b08ed9cd7471e04e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeadlineRangeOption = "ONE_MONTH" | "ONE_WEEK" | "SIX_MONTHS" | "THREE_MONTHS" | "%future added value";
export type DeadlinesPageQuery$variables = {
  range: DeadlineRangeOption;
  showAll: boolean;
  userId: number;
};
export type DeadlinesPageQuery$data = {
  readonly deadlines: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly clientName: string;
    readonly comments: string | null | undefined;
    readonly deadlineId: number;
    readonly dueDate: string;
    readonly paralegal: string | null | undefined;
    readonly party: string | null | undefined;
    readonly respondent: string | null | undefined;
    readonly type: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type DeadlinesPageQuery = {
  response: DeadlinesPageQuery$data;
  variables: DeadlinesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "range"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAll"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "range",
      "variableName": "range"
    },
    {
      "kind": "Variable",
      "name": "showAll",
      "variableName": "showAll"
    },
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "InventoryDeadline",
  "kind": "LinkedField",
  "name": "deadlines",
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
      "name": "deadlineId",
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "party",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "respondent",
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeadlinesPageQuery",
    "selections": [
      (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeadlinesPageQuery",
    "selections": [
      (v3/*:: as any*/),
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
    "cacheID": "987ee42ee92ed439bed83363471c13bf",
    "id": null,
    "metadata": {},
    "name": "DeadlinesPageQuery",
    "operationKind": "query",
    "text": "query DeadlinesPageQuery(\n  $userId: Int!\n  $range: DeadlineRangeOption!\n  $showAll: Boolean!\n) {\n  deadlines(userId: $userId, range: $range, showAll: $showAll) {\n    caseId\n    deadlineId\n    clientName\n    dueDate\n    comments\n    type\n    party\n    respondent\n    attorney\n    paralegal\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "822c94b18c859bc07684424ad3e4b554";

export default node;
