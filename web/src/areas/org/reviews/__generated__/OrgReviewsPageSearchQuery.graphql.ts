/**
 * @generated SignedSource<<c19e51bc18a48e1bfd04be3909068dde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrgReviewsPageSearchQuery$variables = {
  name: string;
};
export type OrgReviewsPageSearchQuery$data = {
  readonly reviewCasesByClientName: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly clientName: string;
    readonly id: string;
    readonly paralegal: string | null | undefined;
    readonly review: string | null | undefined;
    readonly statusId: number | null | undefined;
  }>;
};
export type OrgReviewsPageSearchQuery = {
  response: OrgReviewsPageSearchQuery$data;
  variables: OrgReviewsPageSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "CaseRatingRow",
    "kind": "LinkedField",
    "name": "reviewCasesByClientName",
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
        "name": "statusId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "review",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrgReviewsPageSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrgReviewsPageSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e75ee8d005e82c192027e5616d8f1147",
    "id": null,
    "metadata": {},
    "name": "OrgReviewsPageSearchQuery",
    "operationKind": "query",
    "text": "query OrgReviewsPageSearchQuery(\n  $name: String!\n) {\n  reviewCasesByClientName(name: $name) {\n    id\n    caseId\n    clientName\n    attorney\n    paralegal\n    statusId\n    review\n  }\n}\n"
  }
};
})();

(node as any).hash = "52d39e360da5423239d62f60fee863a2";

export default node;
