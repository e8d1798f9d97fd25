/**
 * @generated SignedSource<<1f19e4dd62c5fbff329238754a4d4b38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaRankStatusInput = {
  caseId: number;
  statusId: number;
};
export type WatchCaseMutationsRankMutation$variables = {
  status: SaRankStatusInput;
};
export type WatchCaseMutationsRankMutation$data = {
  readonly insertSaRankStatus: {
    readonly caseId: number;
  };
};
export type WatchCaseMutationsRankMutation = {
  response: WatchCaseMutationsRankMutation$data;
  variables: WatchCaseMutationsRankMutation$variables;
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
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WatchCaseMutationsRankMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "insertSaRankStatus",
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
    "name": "WatchCaseMutationsRankMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "insertSaRankStatus",
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
    "cacheID": "8de788ff00eae543f73e383ac76d4bc8",
    "id": null,
    "metadata": {},
    "name": "WatchCaseMutationsRankMutation",
    "operationKind": "mutation",
    "text": "mutation WatchCaseMutationsRankMutation(\n  $status: SaRankStatusInput!\n) {\n  insertSaRankStatus(status: $status) {\n    caseId\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "38b94178e27672c4d49642b525fe950f";

export default node;
