/**
 * @generated SignedSource<<dc5e5a87f30a259ebc5a821cd2501a46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewLeadDialogSubTypesQuery$variables = {
  skip: boolean;
  typeId: number;
};
export type NewLeadDialogSubTypesQuery$data = {
  readonly caseSubTypes?: ReadonlyArray<{
    readonly type: string;
    readonly typeId: number;
  }>;
};
export type NewLeadDialogSubTypesQuery = {
  response: NewLeadDialogSubTypesQuery$data;
  variables: NewLeadDialogSubTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skip"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "typeId"
},
v2 = [
  {
    "condition": "skip",
    "kind": "Condition",
    "passingValue": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "typeId",
            "variableName": "typeId"
          }
        ],
        "concreteType": "CaseTypeOption",
        "kind": "LinkedField",
        "name": "caseSubTypes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "typeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewLeadDialogSubTypesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewLeadDialogSubTypesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7d6e660bbf482e7405344091549ad6ca",
    "id": null,
    "metadata": {},
    "name": "NewLeadDialogSubTypesQuery",
    "operationKind": "query",
    "text": "query NewLeadDialogSubTypesQuery(\n  $typeId: Int!\n  $skip: Boolean!\n) {\n  caseSubTypes(typeId: $typeId) @skip(if: $skip) {\n    typeId\n    type\n  }\n}\n"
  }
};
})();

(node as any).hash = "809dac946fad409c424e4454c4644a75";

export default node;
