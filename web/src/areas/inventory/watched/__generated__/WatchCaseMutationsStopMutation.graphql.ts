/**
 * @generated SignedSource<<3b6a2ac86060e1db1b2d5d50f6dbefdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WatchedCaseInput = {
  caseId: number;
};
export type WatchCaseMutationsStopMutation$variables = {
  watchedCase: WatchedCaseInput;
};
export type WatchCaseMutationsStopMutation$data = {
  readonly stopWatching: number;
};
export type WatchCaseMutationsStopMutation = {
  response: WatchCaseMutationsStopMutation$data;
  variables: WatchCaseMutationsStopMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "watchedCase"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "watchedCase",
        "variableName": "watchedCase"
      }
    ],
    "kind": "ScalarField",
    "name": "stopWatching",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WatchCaseMutationsStopMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WatchCaseMutationsStopMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "007cd5e4b35f255dc9b6ca9c020ce8ba",
    "id": null,
    "metadata": {},
    "name": "WatchCaseMutationsStopMutation",
    "operationKind": "mutation",
    "text": "mutation WatchCaseMutationsStopMutation(\n  $watchedCase: WatchedCaseInput!\n) {\n  stopWatching(watchedCase: $watchedCase)\n}\n"
  }
};
})();

(node as any).hash = "d4e450fb327dfd55b8ea66a15ed6a33f";

export default node;
