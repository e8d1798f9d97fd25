/**
 * @generated SignedSource<<863dcaabed505f6aa33958f891add479>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RebuildAllProjectionsMutation$variables = Record<PropertyKey, never>;
export type RebuildAllProjectionsMutation$data = {
  readonly rebuildAllProjections: {
    readonly position: number;
    readonly projections: ReadonlyArray<string>;
  };
};
export type RebuildAllProjectionsMutation = {
  response: RebuildAllProjectionsMutation$data;
  variables: RebuildAllProjectionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RebuildStartedPayload",
    "kind": "LinkedField",
    "name": "rebuildAllProjections",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "projections",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "position",
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
    "name": "RebuildAllProjectionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RebuildAllProjectionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "269671a550da910cd03a1043c047973f",
    "id": null,
    "metadata": {},
    "name": "RebuildAllProjectionsMutation",
    "operationKind": "mutation",
    "text": "mutation RebuildAllProjectionsMutation {\n  rebuildAllProjections {\n    projections\n    position\n  }\n}\n"
  }
};
})();

(node as any).hash = "e87fedef5e7d29214f8441d411455282";

export default node;
