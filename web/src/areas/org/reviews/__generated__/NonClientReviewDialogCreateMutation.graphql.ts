/**
 * @generated SignedSource<<76ec294001831cd2b7437f0bc8f84f51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReviewInput = {
  date?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: number | null | undefined;
  lastName?: string | null | undefined;
  rating?: number | null | undefined;
  teamId?: number | null | undefined;
  userId?: number | null | undefined;
};
export type NonClientReviewDialogCreateMutation$variables = {
  review: ReviewInput;
};
export type NonClientReviewDialogCreateMutation$data = {
  readonly createReview: {
    readonly reviewId: number;
  };
};
export type NonClientReviewDialogCreateMutation = {
  response: NonClientReviewDialogCreateMutation$data;
  variables: NonClientReviewDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "review"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "review",
    "variableName": "review"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NonClientReviewDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NonClientReviewRow",
        "kind": "LinkedField",
        "name": "createReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NonClientReviewDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NonClientReviewRow",
        "kind": "LinkedField",
        "name": "createReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "df33ead8b1b9d2480b9f51d9dd79596a",
    "id": null,
    "metadata": {},
    "name": "NonClientReviewDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation NonClientReviewDialogCreateMutation(\n  $review: ReviewInput!\n) {\n  createReview(review: $review) {\n    reviewId\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "75af66dbc9109b7ff998002234a24173";

export default node;
