/**
 * @generated SignedSource<<1a5c1b769f0477f36a762031f6e15ae7>>
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
export type NonClientReviewDialogUpdateMutation$variables = {
  review: ReviewInput;
};
export type NonClientReviewDialogUpdateMutation$data = {
  readonly updateReview: {
    readonly rating: number;
    readonly reviewId: number;
  };
};
export type NonClientReviewDialogUpdateMutation = {
  response: NonClientReviewDialogUpdateMutation$data;
  variables: NonClientReviewDialogUpdateMutation$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NonClientReviewDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NonClientReviewRow",
        "kind": "LinkedField",
        "name": "updateReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "NonClientReviewDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NonClientReviewRow",
        "kind": "LinkedField",
        "name": "updateReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "cacheID": "a5d1303989842a7aed0b7651f6f33ab0",
    "id": null,
    "metadata": {},
    "name": "NonClientReviewDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation NonClientReviewDialogUpdateMutation(\n  $review: ReviewInput!\n) {\n  updateReview(review: $review) {\n    reviewId\n    rating\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "740150c1781e47306c1ba60744e7de87";

export default node;
