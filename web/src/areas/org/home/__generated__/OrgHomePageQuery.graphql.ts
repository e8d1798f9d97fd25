/**
 * @generated SignedSource<<4feb443e44e727cd612b019f7cec614d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgHomePageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
  teamId?: number | null | undefined;
};
export type OrgHomePageQuery$data = {
  readonly homeCards: {
    readonly businessDays: number;
    readonly demands: {
      readonly actual: number;
      readonly goal: number;
      readonly level: string;
      readonly offices: ReadonlyArray<{
        readonly actual: number;
        readonly goal: number;
        readonly level: string;
        readonly office: string;
        readonly officeId: number;
      }>;
      readonly percent: number | null | undefined;
    };
    readonly fees: {
      readonly average: number;
      readonly averageGoal: number;
      readonly averageLevel: string;
      readonly goal: number;
      readonly level: string;
      readonly percent: number | null | undefined;
      readonly total: number;
    };
    readonly inventory: {
      readonly closed: number;
      readonly difference: number;
      readonly direction: string;
      readonly retained: number;
    };
    readonly newCases: {
      readonly actual: number;
      readonly goal: number;
      readonly level: string;
      readonly offices: ReadonlyArray<{
        readonly actual: number;
        readonly goal: number;
        readonly level: string;
        readonly office: string;
        readonly officeId: number;
      }>;
      readonly percent: number | null | undefined;
    };
  };
};
export type OrgHomePageQuery = {
  response: OrgHomePageQuery$data;
  variables: OrgHomePageQuery$variables;
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
  "name": "teamId"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "goal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actual",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "OfficeProgress",
    "kind": "LinkedField",
    "name": "offices",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "officeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "office",
        "storageKey": null
      },
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = [
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
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "concreteType": "HomeCards",
    "kind": "LinkedField",
    "name": "homeCards",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "businessDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FeesCard",
        "kind": "LinkedField",
        "name": "fees",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "average",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "averageGoal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "averageLevel",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CountCard",
        "kind": "LinkedField",
        "name": "newCases",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CountCard",
        "kind": "LinkedField",
        "name": "demands",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InventoryCard",
        "kind": "LinkedField",
        "name": "inventory",
        "plural": false,
        "selections": [
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
            "name": "closed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "difference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "direction",
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgHomePageQuery",
    "selections": (v9/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrgHomePageQuery",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "cacheID": "735199c68948cab71f5227be81432274",
    "id": null,
    "metadata": {},
    "name": "OrgHomePageQuery",
    "operationKind": "query",
    "text": "query OrgHomePageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $teamId: Int\n) {\n  homeCards(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, teamId: $teamId) {\n    businessDays\n    fees {\n      total\n      goal\n      percent\n      level\n      average\n      averageGoal\n      averageLevel\n    }\n    newCases {\n      actual\n      goal\n      percent\n      level\n      offices {\n        officeId\n        office\n        actual\n        goal\n        level\n      }\n    }\n    demands {\n      actual\n      goal\n      percent\n      level\n      offices {\n        officeId\n        office\n        actual\n        goal\n        level\n      }\n    }\n    inventory {\n      retained\n      closed\n      difference\n      direction\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "642eee2af2f107d30aff1005c637270d";

export default node;
