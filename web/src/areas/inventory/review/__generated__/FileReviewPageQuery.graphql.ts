/**
 * @generated SignedSource<<4c6b7a1d4575f72d2c303b2f1ddd98f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileReviewPageQuery$variables = {
  hideStages?: ReadonlyArray<string> | null | undefined;
  userId: number;
};
export type FileReviewPageQuery$data = {
  readonly casesWithLastFileReview: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ReviewTable_cases">;
  }>;
  readonly fileReviewTemplates: ReadonlyArray<{
    readonly emailTemplateBody: string;
    readonly emailTemplateName: string;
  }>;
  readonly hideStageOptions: {
    readonly hiddenByDefault: ReadonlyArray<string>;
    readonly stages: ReadonlyArray<string>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type FileReviewPageQuery = {
  response: FileReviewPageQuery$data;
  variables: FileReviewPageQuery$variables;
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
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "hideStages",
    "variableName": "hideStages"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "FileReviewTemplate",
  "kind": "LinkedField",
  "name": "fileReviewTemplates",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailTemplateName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailTemplateBody",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
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
    "name": "FileReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReviewCase",
        "kind": "LinkedField",
        "name": "casesWithLastFileReview",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReviewTable_cases"
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/),
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
    "name": "FileReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReviewCase",
        "kind": "LinkedField",
        "name": "casesWithLastFileReview",
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
            "name": "dateOfLastReview",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "daysSinceReview",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastFileReviewNote",
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
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
    "cacheID": "f74d904730968bbf99e2014414e1fa14",
    "id": null,
    "metadata": {},
    "name": "FileReviewPageQuery",
    "operationKind": "query",
    "text": "query FileReviewPageQuery(\n  $userId: Int!\n  $hideStages: [String!]\n) {\n  casesWithLastFileReview(userId: $userId, hideStages: $hideStages) {\n    ...ReviewTable_cases\n  }\n  fileReviewTemplates {\n    emailTemplateName\n    emailTemplateBody\n  }\n  hideStageOptions {\n    stages\n    hiddenByDefault\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment ReviewTable_cases on ReviewCase {\n  caseId\n  stage\n  clientName\n  paralegal\n  dateOfLastReview\n  daysSinceReview\n  lastFileReviewNote\n  color\n}\n"
  }
};
})();

(node as any).hash = "a46e4a51eee540f76dcc360d33b6b1c0";

export default node;
