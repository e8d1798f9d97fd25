/**
 * @generated SignedSource<<87bb763b741fca081c9f4db0d1675b06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgDemandsPageQuery$variables = {
  byWeek: boolean;
  endDate: string;
  office?: string | null | undefined;
  showAll: boolean;
  startDate: string;
  teamId?: number | null | undefined;
};
export type OrgDemandsPageQuery$data = {
  readonly allDemandsInPeriod: {
    readonly average: number;
    readonly byAttorney: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
    }>;
    readonly byParalegal: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
    }>;
    readonly byPeriod: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
    }>;
    readonly byWeek: boolean;
    readonly demands: ReadonlyArray<{
      readonly attorney: string | null | undefined;
      readonly caseId: number;
      readonly clientName: string;
      readonly demandDate: string;
      readonly id: string;
      readonly office: string;
      readonly paralegal: string | null | undefined;
      readonly type: string;
    }>;
    readonly teamName: string | null | undefined;
    readonly total: number;
  };
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
};
export type OrgDemandsPageQuery = {
  response: OrgDemandsPageQuery$data;
  variables: OrgDemandsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byWeek"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "office"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAll"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "byWeek",
        "variableName": "byWeek"
      },
      {
        "kind": "Variable",
        "name": "endDate",
        "variableName": "endDate"
      },
      {
        "kind": "Variable",
        "name": "office",
        "variableName": "office"
      },
      {
        "kind": "Variable",
        "name": "showAll",
        "variableName": "showAll"
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
    "concreteType": "OrgDemandsReport",
    "kind": "LinkedField",
    "name": "allDemandsInPeriod",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
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
        "name": "byWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "teamName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LabelCount",
        "kind": "LinkedField",
        "name": "byPeriod",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LabelCount",
        "kind": "LinkedField",
        "name": "byAttorney",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LabelCount",
        "kind": "LinkedField",
        "name": "byParalegal",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OrgDemandRow",
        "kind": "LinkedField",
        "name": "demands",
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
            "name": "type",
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
            "name": "office",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "demandDate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
    "name": "OrgDemandsPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrgDemandsPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "951ab66557f4245457161e12e30d34a1",
    "id": null,
    "metadata": {},
    "name": "OrgDemandsPageQuery",
    "operationKind": "query",
    "text": "query OrgDemandsPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $showAll: Boolean!\n  $byWeek: Boolean!\n  $teamId: Int\n  $office: String\n) {\n  allDemandsInPeriod(startDate: $startDate, endDate: $endDate, showAll: $showAll, byWeek: $byWeek, teamId: $teamId, office: $office) {\n    total\n    average\n    byWeek\n    teamName\n    byPeriod {\n      label\n      count\n    }\n    byAttorney {\n      label\n      count\n    }\n    byParalegal {\n      label\n      count\n    }\n    demands {\n      id\n      caseId\n      clientName\n      type\n      attorney\n      paralegal\n      office\n      demandDate\n    }\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "b24b662ff0f3d728f0d35bab86ff7def";

export default node;
