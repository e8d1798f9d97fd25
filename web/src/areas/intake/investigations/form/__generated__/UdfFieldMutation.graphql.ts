/**
 * @generated SignedSource<<d729228a58596c3f2fbf10decc049fe8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UdfFieldMutation$variables = {
  caseId: number;
  previous?: string | null | undefined;
  udfTypeId: number;
  udfValueId?: number | null | undefined;
  value?: string | null | undefined;
};
export type UdfFieldMutation$data = {
  readonly upsertUdf: {
    readonly id: string;
    readonly udfValue: string | null | undefined;
    readonly udfValueId: number | null | undefined;
    readonly udfValues: ReadonlyArray<string>;
  };
};
export type UdfFieldMutation = {
  response: UdfFieldMutation$data;
  variables: UdfFieldMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "caseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "previous"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "udfTypeId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "udfValueId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "value"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Literal",
        "name": "screen",
        "value": "incident"
      },
      {
        "kind": "Variable",
        "name": "udfNewValue",
        "variableName": "value"
      },
      {
        "kind": "Variable",
        "name": "udfPreviousValue",
        "variableName": "previous"
      },
      {
        "kind": "Variable",
        "name": "udfTypeId",
        "variableName": "udfTypeId"
      },
      {
        "kind": "Variable",
        "name": "udfValueId",
        "variableName": "udfValueId"
      }
    ],
    "concreteType": "CaseUdf",
    "kind": "LinkedField",
    "name": "upsertUdf",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "udfValue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "udfValues",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "udfValueId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UdfFieldMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UdfFieldMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "831e6820007afb0f6ce6f5d2e6bd8bba",
    "id": null,
    "metadata": {},
    "name": "UdfFieldMutation",
    "operationKind": "mutation",
    "text": "mutation UdfFieldMutation(\n  $caseId: Int!\n  $udfTypeId: Int!\n  $udfValueId: Int\n  $value: String\n  $previous: String\n) {\n  upsertUdf(caseId: $caseId, udfTypeId: $udfTypeId, udfValueId: $udfValueId, udfNewValue: $value, screen: \"incident\", udfPreviousValue: $previous) {\n    id\n    udfValue\n    udfValues\n    udfValueId\n  }\n}\n"
  }
};
})();

(node as any).hash = "640c5764d478c59b9a6f8dfa0098f16f";

export default node;
