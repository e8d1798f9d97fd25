/**
 * @generated SignedSource<<8d81f7adf9a1a8a350e49f0a33df1cd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WatchedCaseInput = {
  caseId: number;
};
export type WatchCaseMutationsStartMutation$variables = {
  watchedCase: WatchedCaseInput;
};
export type WatchCaseMutationsStartMutation$data = {
  readonly startWatching: number;
};
export type WatchCaseMutationsStartMutation = {
  response: WatchCaseMutationsStartMutation$data;
  variables: WatchCaseMutationsStartMutation$variables;
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
    "name": "startWatching",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WatchCaseMutationsStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WatchCaseMutationsStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2845f74cb60cf277a9888f4ced800027",
    "id": null,
    "metadata": {},
    "name": "WatchCaseMutationsStartMutation",
    "operationKind": "mutation",
    "text": "mutation WatchCaseMutationsStartMutation(\n  $watchedCase: WatchedCaseInput!\n) {\n  startWatching(watchedCase: $watchedCase)\n}\n"
  }
};
})();

(node as any).hash = "d6994916b5f859d6eff80e7292f40b67";

export default node;
