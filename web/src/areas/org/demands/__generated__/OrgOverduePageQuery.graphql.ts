/**
 * @generated SignedSource<<16d0452a795bbccafd5ccc145017b34c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgOverduePageQuery$variables = {
  office?: string | null | undefined;
  showAll: boolean;
  teamId?: number | null | undefined;
};
export type OrgOverduePageQuery$data = {
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
  readonly overdueDemands: {
    readonly byAttorney: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
    }>;
    readonly demands: ReadonlyArray<{
      readonly attorney: string | null | undefined;
      readonly caseId: number;
      readonly clientName: string;
      readonly id: string;
      readonly office: string;
      readonly paralegal: string | null | undefined;
      readonly prepDays: number;
      readonly type: string | null | undefined;
    }>;
    readonly inPrep: number;
    readonly overdue: number;
    readonly percentOverdue: number;
    readonly teamName: string | null | undefined;
  };
};
export type OrgOverduePageQuery = {
  response: OrgOverduePageQuery$data;
  variables: OrgOverduePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "office"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAll"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v3 = [
  {
    "alias": null,
    "args": [
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
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "concreteType": "OverdueDemandsReport",
    "kind": "LinkedField",
    "name": "overdueDemands",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overdue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inPrep",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percentOverdue",
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
        "name": "byAttorney",
        "plural": true,
        "selections": [
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverdueDemandRow",
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
            "name": "prepDays",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgOverduePageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrgOverduePageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4ccd277e881f1567584cf9e340562c87",
    "id": null,
    "metadata": {},
    "name": "OrgOverduePageQuery",
    "operationKind": "query",
    "text": "query OrgOverduePageQuery(\n  $showAll: Boolean!\n  $teamId: Int\n  $office: String\n) {\n  overdueDemands(showAll: $showAll, teamId: $teamId, office: $office) {\n    overdue\n    inPrep\n    percentOverdue\n    teamName\n    byAttorney {\n      label\n      count\n    }\n    demands {\n      id\n      caseId\n      clientName\n      type\n      attorney\n      paralegal\n      office\n      prepDays\n    }\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3eef3ed7287bdae88cac9e654ee86d6";

export default node;
