/**
 * @generated SignedSource<<cfb795e8e64b858a5d2f8eb8786c9a9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateUserNewCasesMutation$variables = {
  id: number;
  newCasesInPastWeek: number;
};
export type UpdateUserNewCasesMutation$data = {
  readonly updateUserNewCases: {
    readonly id: string;
    readonly newCasesInPastWeek: number;
    readonly overridden: boolean;
    readonly percentFull: number;
    readonly score: number;
  };
};
export type UpdateUserNewCasesMutation = {
  response: UpdateUserNewCasesMutation$data;
  variables: UpdateUserNewCasesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newCasesInPastWeek"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "newCasesInPastWeek",
        "variableName": "newCasesInPastWeek"
      }
    ],
    "concreteType": "RotationStaff",
    "kind": "LinkedField",
    "name": "updateUserNewCases",
    "plural": false,
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
        "name": "newCasesInPastWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overridden",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percentFull",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "score",
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
    "name": "UpdateUserNewCasesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateUserNewCasesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cd3584e0eee64a2f309a5bc0096f27c1",
    "id": null,
    "metadata": {},
    "name": "UpdateUserNewCasesMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateUserNewCasesMutation(\n  $id: Int!\n  $newCasesInPastWeek: Int!\n) {\n  updateUserNewCases(id: $id, newCasesInPastWeek: $newCasesInPastWeek) {\n    id\n    newCasesInPastWeek\n    overridden\n    percentFull\n    score\n  }\n}\n"
  }
};
})();

(node as any).hash = "c304e22660dbca91ec098187135c0ede";

export default node;
