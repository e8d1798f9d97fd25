/**
 * @generated SignedSource<<2043772c6a412cdd12ec36412f7a2441>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClosedCasesPageQuery$variables = {
  endDate: string;
  startDate: string;
};
export type ClosedCasesPageQuery$data = {
  readonly closedCasesInPeriod: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ClosedCasesPage_cases">;
  }>;
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
};
export type ClosedCasesPageQuery = {
  response: ClosedCasesPageQuery$data;
  variables: ClosedCasesPageQuery$variables;
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
  "name": "startDate"
},
v2 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v3 = {
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "staffCode",
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClosedCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "closedCasesInPeriod",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ClosedCasesPage_cases"
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClosedCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "closedCasesInPeriod",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
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
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "attorney",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "paralegal",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dateOpened",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dateClosed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reasonClosed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closeComment",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c1d520c5b2948aae11fe5e660a4e58a3",
    "id": null,
    "metadata": {},
    "name": "ClosedCasesPageQuery",
    "operationKind": "query",
    "text": "query ClosedCasesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  closedCasesInPeriod(startDate: $startDate, endDate: $endDate) {\n    ...ClosedCasesPage_cases\n    id\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment ClosedCasesPage_cases on Case {\n  id\n  caseId\n  type\n  state\n  clientName\n  attorney {\n    name\n    staffCode\n    id\n  }\n  paralegal {\n    name\n    staffCode\n    id\n  }\n  dateOpened\n  dateClosed\n  reasonClosed\n  closeComment\n}\n"
  }
};
})();

(node as any).hash = "2124f422e6849d6879740d4dbd18daaf";

export default node;
