/**
 * @generated SignedSource<<762013d4365200f7876a993c9ba001f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BalanceCommentsDialogMutation$variables = {
  caseId: number;
  comments: string;
  medicalProviderId: number;
};
export type BalanceCommentsDialogMutation$data = {
  readonly updateBalanceComments: {
    readonly caseId: number;
    readonly comments: string | null | undefined;
    readonly medicalProviderId: number;
  };
};
export type BalanceCommentsDialogMutation = {
  response: BalanceCommentsDialogMutation$data;
  variables: BalanceCommentsDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "caseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comments"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "medicalProviderId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Variable",
        "name": "comments",
        "variableName": "comments"
      },
      {
        "kind": "Variable",
        "name": "medicalProviderId",
        "variableName": "medicalProviderId"
      }
    ],
    "concreteType": "BalanceComments",
    "kind": "LinkedField",
    "name": "updateBalanceComments",
    "plural": false,
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
        "name": "medicalProviderId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "comments",
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
    "name": "BalanceCommentsDialogMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BalanceCommentsDialogMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "9c66e6cbc523800ba22963f5d00e1054",
    "id": null,
    "metadata": {},
    "name": "BalanceCommentsDialogMutation",
    "operationKind": "mutation",
    "text": "mutation BalanceCommentsDialogMutation(\n  $caseId: Int!\n  $medicalProviderId: Int!\n  $comments: String!\n) {\n  updateBalanceComments(caseId: $caseId, medicalProviderId: $medicalProviderId, comments: $comments) {\n    caseId\n    medicalProviderId\n    comments\n  }\n}\n"
  }
};
})();

(node as any).hash = "5247ddb315df0549bca2e2c49e7d52e7";

export default node;
