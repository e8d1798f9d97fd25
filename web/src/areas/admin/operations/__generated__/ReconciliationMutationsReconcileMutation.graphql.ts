/**
 * @generated SignedSource<<b67a80887adfe8ac353c2e3ca273df2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationMutationsReconcileMutation$variables = Record<PropertyKey, never>;
export type ReconciliationMutationsReconcileMutation$data = {
  readonly reconcileNow: {
    readonly total: number;
  };
};
export type ReconciliationMutationsReconcileMutation = {
  response: ReconciliationMutationsReconcileMutation$data;
  variables: ReconciliationMutationsReconcileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReconciliationReport",
    "kind": "LinkedField",
    "name": "reconcileNow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationMutationsReconcileMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReconciliationMutationsReconcileMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7afa8df93831897950669e991d13aba9",
    "id": null,
    "metadata": {},
    "name": "ReconciliationMutationsReconcileMutation",
    "operationKind": "mutation",
    "text": "mutation ReconciliationMutationsReconcileMutation {\n  reconcileNow {\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "8559ccb66b5da21fa35719d199e8855c";

export default node;
