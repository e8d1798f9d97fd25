/**
 * @generated SignedSource<<ab6c7b85a8f24db951781a702868bf62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeChartsQuery$variables = {
  activeOnly: boolean;
  endDate: string;
  grouped: boolean;
  organizationId: number;
  source?: string | null | undefined;
  teamId?: number | null | undefined;
};
export type HomeChartsQuery$data = {
  readonly homeInventory: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeInventoryCharts_inventory">;
  };
  readonly homeRetained: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeRetainedCharts_retained">;
  };
};
export type HomeChartsQuery = {
  response: HomeChartsQuery$data;
  variables: HomeChartsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "activeOnly"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "grouped"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v6 = {
  "kind": "Variable",
  "name": "organizationId",
  "variableName": "organizationId"
},
v7 = {
  "kind": "Variable",
  "name": "teamId",
  "variableName": "teamId"
},
v8 = [
  {
    "kind": "Variable",
    "name": "activeOnly",
    "variableName": "activeOnly"
  },
  {
    "kind": "Variable",
    "name": "grouped",
    "variableName": "grouped"
  },
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  (v6/*:: as any*/),
  {
    "kind": "Variable",
    "name": "source",
    "variableName": "source"
  },
  (v7/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attorney",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v12 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeStageCount",
    "kind": "LinkedField",
    "name": "stages",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stage",
        "storageKey": null
      },
      (v11/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeMemberCount",
    "kind": "LinkedField",
    "name": "members",
    "plural": true,
    "selections": [
      (v10/*:: as any*/),
      (v11/*:: as any*/)
    ],
    "storageKey": null
  }
],
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "office",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
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
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeChartsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "HomeInventory",
        "kind": "LinkedField",
        "name": "homeInventory",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeInventoryCharts_inventory"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "HomeRetained",
        "kind": "LinkedField",
        "name": "homeRetained",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeRetainedCharts_retained"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomeChartsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "HomeInventory",
        "kind": "LinkedField",
        "name": "homeInventory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeOnly",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "grouped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeInventoryBar",
            "kind": "LinkedField",
            "name": "preLit",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeInventoryBar",
            "kind": "LinkedField",
            "name": "lit",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeRankCount",
            "kind": "LinkedField",
            "name": "ranks",
            "plural": true,
            "selections": [
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
                "name": "preLit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lit",
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "HomeRetained",
        "kind": "LinkedField",
        "name": "homeRetained",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sources",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeRetainedMonth",
            "kind": "LinkedField",
            "name": "months",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "yearMonth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retained",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "netRetained",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fromSource",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "leads",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wanted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeOfficeCount",
                "kind": "LinkedField",
                "name": "retainedByOffice",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeOfficeCount",
                "kind": "LinkedField",
                "name": "netRetainedByOffice",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeOfficeCount",
                "kind": "LinkedField",
                "name": "fromSourceByOffice",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2879fa4fcfb0a3678512a01c6612150e",
    "id": null,
    "metadata": {},
    "name": "HomeChartsQuery",
    "operationKind": "query",
    "text": "query HomeChartsQuery(\n  $organizationId: Int!\n  $teamId: Int\n  $activeOnly: Boolean!\n  $grouped: Boolean!\n  $endDate: NaiveDate!\n  $source: String\n) {\n  homeInventory(organizationId: $organizationId, teamId: $teamId, activeOnly: $activeOnly, grouped: $grouped) {\n    ...HomeInventoryCharts_inventory\n  }\n  homeRetained(organizationId: $organizationId, teamId: $teamId, endDate: $endDate, source: $source) {\n    ...HomeRetainedCharts_retained\n  }\n}\n\nfragment HomeInventoryCharts_inventory on HomeInventory {\n  activeOnly\n  grouped\n  preLit {\n    attorney\n    total\n    stages {\n      stage\n      total\n    }\n    members {\n      attorney\n      total\n    }\n  }\n  lit {\n    attorney\n    total\n    stages {\n      stage\n      total\n    }\n    members {\n      attorney\n      total\n    }\n  }\n  ranks {\n    rank\n    preLit\n    lit\n    total\n  }\n}\n\nfragment HomeRetainedCharts_retained on HomeRetained {\n  source\n  sources\n  months {\n    yearMonth\n    retained\n    netRetained\n    fromSource\n    leads\n    wanted\n    retainedByOffice {\n      office\n      count\n    }\n    netRetainedByOffice {\n      office\n      count\n    }\n    fromSourceByOffice {\n      office\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c29ab1534ad35eba92950872c690e11";

export default node;
