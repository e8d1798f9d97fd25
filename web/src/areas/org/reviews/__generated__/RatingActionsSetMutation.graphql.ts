/**
 * @generated SignedSource<<17f62c050b702c7c7ba117e4e69a00ed>>
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
export type RatingActionsSetMutation$variables = {
  status: SaReviewStatusInput;
};
export type RatingActionsSetMutation$data = {
  readonly insertSaReviewStatus: number;
};
export type RatingActionsSetMutation = {
  response: RatingActionsSetMutation$data;
  variables: RatingActionsSetMutation$variables;
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
    "name": "insertSaReviewStatus",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RatingActionsSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RatingActionsSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5fb8cc373c648100eed88987770ad249",
    "id": null,
    "metadata": {},
    "name": "RatingActionsSetMutation",
    "operationKind": "mutation",
    "text": "mutation RatingActionsSetMutation(\n  $status: SaReviewStatusInput!\n) {\n  insertSaReviewStatus(status: $status)\n}\n"
  }
};
})();

(node as any).hash = "c13acc744ba718197b067faf3b014508";

export default node;
