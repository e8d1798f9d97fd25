/**
 * @generated SignedSource<<bad286c8ab37a6a230238cafd007c382>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CloseCaseDialogQuery$variables = Record<PropertyKey, never>;
export type CloseCaseDialogQuery$data = {
  readonly closeReasons: ReadonlyArray<{
    readonly reason: string;
    readonly reasonId: number;
  }>;
};
export type CloseCaseDialogQuery = {
  response: CloseCaseDialogQuery$data;
  variables: CloseCaseDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CloseReasonOption",
    "kind": "LinkedField",
    "name": "closeReasons",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reasonId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
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
    "name": "CloseCaseDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CloseCaseDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ea73283252f6a58c7eff482ebcc18d14",
    "id": null,
    "metadata": {},
    "name": "CloseCaseDialogQuery",
    "operationKind": "query",
    "text": "query CloseCaseDialogQuery {\n  closeReasons {\n    reasonId\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "c42894476d66065d4eb39368f2c96d94";

export default node;
