/**
 * @generated SignedSource<<00391b4d05cf22aaf76f1a11b16b9b82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetAdSpendMutation$variables = {
  amountCents: number;
  month: string;
  source: string;
};
export type SetAdSpendMutation$data = {
  readonly setAdSpend: boolean;
};
export type SetAdSpendMutation = {
  response: SetAdSpendMutation$data;
  variables: SetAdSpendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "amountCents"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "month"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "amountCents",
        "variableName": "amountCents"
      },
      {
        "kind": "Variable",
        "name": "month",
        "variableName": "month"
      },
      {
        "kind": "Variable",
        "name": "source",
        "variableName": "source"
      }
    ],
    "kind": "ScalarField",
    "name": "setAdSpend",
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
    "name": "SetAdSpendMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SetAdSpendMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "496bdaa2310a8cd660209f643c8ec01c",
    "id": null,
    "metadata": {},
    "name": "SetAdSpendMutation",
    "operationKind": "mutation",
    "text": "mutation SetAdSpendMutation(\n  $source: String!\n  $month: String!\n  $amountCents: Money!\n) {\n  setAdSpend(source: $source, month: $month, amountCents: $amountCents)\n}\n"
  }
};
})();

(node as any).hash = "758785ff9e644056123393b6fc13e764";

export default node;
