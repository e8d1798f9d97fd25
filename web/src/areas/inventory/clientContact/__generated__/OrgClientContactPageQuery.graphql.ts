/**
 * @generated SignedSource<<2ec5dc67db887df78a47ddf92c6aace2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RowColor = "RED" | "WHITE" | "YELLOW" | "%future added value";
export type OrgClientContactPageQuery$variables = {
  hideStages?: ReadonlyArray<string> | null | undefined;
  organizationId?: number | null | undefined;
};
export type OrgClientContactPageQuery$data = {
  readonly allOverDueClientContact: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly clientName: string;
    readonly color: RowColor;
    readonly dateOfLastClientContact: string | null | undefined;
    readonly dateOfLastClientContactAttempt: string | null | undefined;
    readonly daysSinceContact: number | null | undefined;
    readonly paralegal: string | null | undefined;
    readonly stage: string | null | undefined;
  }>;
  readonly hideStageOptions: {
    readonly hiddenByDefault: ReadonlyArray<string>;
    readonly stages: ReadonlyArray<string>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type OrgClientContactPageQuery = {
  response: OrgClientContactPageQuery$data;
  variables: OrgClientContactPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hideStages"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "hideStages",
      "variableName": "hideStages"
    },
    {
      "kind": "Variable",
      "name": "organizationId",
      "variableName": "organizationId"
    }
  ],
  "concreteType": "OrgClientContactCase",
  "kind": "LinkedField",
  "name": "allOverDueClientContact",
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
      "name": "stage",
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
      "name": "paralegal",
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
      "name": "dateOfLastClientContact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLastClientContactAttempt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysSinceContact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "HideStageOptions",
  "kind": "LinkedField",
  "name": "hideStageOptions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenByDefault",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgClientContactPageQuery",
    "selections": [
      (v2/*:: as any*/),
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrgClientContactPageQuery",
    "selections": [
      (v2/*:: as any*/),
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
    "cacheID": "9267fefe50388426497e32dee12233a5",
    "id": null,
    "metadata": {},
    "name": "OrgClientContactPageQuery",
    "operationKind": "query",
    "text": "query OrgClientContactPageQuery(\n  $organizationId: Int\n  $hideStages: [String!]\n) {\n  allOverDueClientContact(organizationId: $organizationId, hideStages: $hideStages) {\n    caseId\n    stage\n    clientName\n    paralegal\n    attorney\n    dateOfLastClientContact\n    dateOfLastClientContactAttempt\n    daysSinceContact\n    color\n  }\n  hideStageOptions {\n    stages\n    hiddenByDefault\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "3194b98c6cd4faaf2b1fe545e1d519b7";

export default node;
