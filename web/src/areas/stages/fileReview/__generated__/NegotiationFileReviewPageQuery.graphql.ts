/**
 * @generated SignedSource<<32f59d1beb2ad8f47ec6ff2608b919e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NegotiationFileReviewPageQuery$variables = {
  userId: number;
};
export type NegotiationFileReviewPageQuery$data = {
  readonly fileReviewTemplates: ReadonlyArray<{
    readonly emailTemplateBody: string;
    readonly emailTemplateName: string;
  }>;
  readonly negotiationFileReviewCases: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ReviewTable_cases">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type NegotiationFileReviewPageQuery = {
  response: NegotiationFileReviewPageQuery$data;
  variables: NegotiationFileReviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v2 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NegotiationFileReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewCase",
        "kind": "LinkedField",
        "name": "negotiationFileReviewCases",
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
      (v2/*:: as any*/),
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
    "name": "NegotiationFileReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewCase",
        "kind": "LinkedField",
        "name": "negotiationFileReviewCases",
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
      (v2/*:: as any*/),
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
    "cacheID": "d1ae411a9541a5497e74e0b1189f304f",
    "id": null,
    "metadata": {},
    "name": "NegotiationFileReviewPageQuery",
    "operationKind": "query",
    "text": "query NegotiationFileReviewPageQuery(\n  $userId: Int!\n) {\n  negotiationFileReviewCases(userId: $userId) {\n    ...ReviewTable_cases\n  }\n  fileReviewTemplates {\n    emailTemplateName\n    emailTemplateBody\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n\nfragment ReviewTable_cases on ReviewCase {\n  caseId\n  stage\n  clientName\n  paralegal\n  dateOfLastReview\n  daysSinceReview\n  lastFileReviewNote\n  color\n}\n"
  }
};
})();

(node as any).hash = "0331f3e958514ebaafcbd5a3018c9dd6";

export default node;
