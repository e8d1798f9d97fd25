/**
 * @generated SignedSource<<ef003e7d6f8c029af56bf110dd283bee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RebuildProjectionMutation$variables = {
  name: string;
};
export type RebuildProjectionMutation$data = {
  readonly rebuildProjection: {
    readonly position: number;
    readonly projections: ReadonlyArray<string>;
  };
};
export type RebuildProjectionMutation = {
  response: RebuildProjectionMutation$data;
  variables: RebuildProjectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "RebuildStartedPayload",
    "kind": "LinkedField",
    "name": "rebuildProjection",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RebuildProjectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RebuildProjectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b86663c6250657e377abda936198ade",
    "id": null,
    "metadata": {},
    "name": "RebuildProjectionMutation",
    "operationKind": "mutation",
    "text": "mutation RebuildProjectionMutation(\n  $name: String!\n) {\n  rebuildProjection(name: $name) {\n    projections\n    position\n  }\n}\n"
  }
};
})();

(node as any).hash = "4347312781cb4c6b51ac653b04a0764e";

export default node;
