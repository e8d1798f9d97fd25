/**
 * @generated SignedSource<<f87f19111221967da2628a706b894a58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaReviewStatusInput = {
  caseId: number;
  statusId: number;
};
export type RatingActionsDeleteMutation$variables = {
  status: SaReviewStatusInput;
};
export type RatingActionsDeleteMutation$data = {
  readonly deleteSaReviewStatus: number;
};
export type RatingActionsDeleteMutation = {
  response: RatingActionsDeleteMutation$data;
  variables: RatingActionsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteSaReviewStatus",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RatingActionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RatingActionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ad49ef73ec84c5b55f250a7b5bbcd265",
    "id": null,
    "metadata": {},
    "name": "RatingActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation RatingActionsDeleteMutation(\n  $status: SaReviewStatusInput!\n) {\n  deleteSaReviewStatus(status: $status)\n}\n"
  }
};
})();

(node as any).hash = "97423dfed19030650cb635476340e712";

export default node;
