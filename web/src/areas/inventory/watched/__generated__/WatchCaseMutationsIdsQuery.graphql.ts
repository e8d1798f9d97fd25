/**
 * @generated SignedSource<<64a0e5dbfc015502de4560800d56422c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WatchCaseMutationsIdsQuery$variables = Record<PropertyKey, never>;
export type WatchCaseMutationsIdsQuery$data = {
  readonly watchedCaseIds: ReadonlyArray<number>;
};
export type WatchCaseMutationsIdsQuery = {
  response: WatchCaseMutationsIdsQuery$data;
  variables: WatchCaseMutationsIdsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "watchedCaseIds",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WatchCaseMutationsIdsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WatchCaseMutationsIdsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7c53de9da31123f4f06cb16edad3d3e1",
    "id": null,
    "metadata": {},
    "name": "WatchCaseMutationsIdsQuery",
    "operationKind": "query",
    "text": "query WatchCaseMutationsIdsQuery {\n  watchedCaseIds\n}\n"
  }
};
})();

(node as any).hash = "a2f5ccdffb13a54b97e0edecd653b1d0";

export default node;
