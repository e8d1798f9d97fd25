/**
 * @generated SignedSource<<512b051ecdb5765358007d0cdb3e7652>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgHomePageQuery$variables = {
  endDate: string;
  startDate: string;
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
  "name": "startDate"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "goal",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actual",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
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
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v7 = [
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
        "name": "startDate",
        "variableName": "startDate"
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CountCard",
        "kind": "LinkedField",
        "name": "demands",
        "plural": false,
        "selections": (v6/*:: as any*/),
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgHomePageQuery",
    "selections": (v7/*:: as any*/),
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
    "name": "OrgHomePageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "80f176f9bb92053a44adff32199c7514",
    "id": null,
    "metadata": {},
    "name": "OrgHomePageQuery",
    "operationKind": "query",
    "text": "query OrgHomePageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  homeCards(startDate: $startDate, endDate: $endDate) {\n    businessDays\n    fees {\n      total\n      goal\n      percent\n      level\n      average\n      averageGoal\n      averageLevel\n    }\n    newCases {\n      actual\n      goal\n      percent\n      level\n      offices {\n        officeId\n        office\n        actual\n        goal\n        level\n      }\n    }\n    demands {\n      actual\n      goal\n      percent\n      level\n      offices {\n        officeId\n        office\n        actual\n        goal\n        level\n      }\n    }\n    inventory {\n      retained\n      closed\n      difference\n      direction\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf536157f3bd4ab9b774c75cafe7c13e";

export default node;
