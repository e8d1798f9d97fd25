/**
 * @generated SignedSource<<f07eb77935072bb65bf30b365d08d087>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CaseDataInput = {
  caseId: number;
  demandPrepColor?: string | null | undefined;
  demandPrepNote?: string | null | undefined;
  litigationColor?: string | null | undefined;
  litigationNote?: string | null | undefined;
  negColor?: string | null | undefined;
  negNote?: string | null | undefined;
  settledColor?: string | null | undefined;
  settledNote?: string | null | undefined;
  treatingColor?: string | null | undefined;
  treatingNote?: string | null | undefined;
  userId: number;
};
export type UpsertCaseDataMutation$variables = {
  caseData: CaseDataInput;
};
export type UpsertCaseDataMutation$data = {
  readonly upsertCaseData: {
    readonly color: string | null | undefined;
    readonly id: string;
    readonly note: string | null | undefined;
    readonly noteUpdatedAt: string | null | undefined;
    readonly userId: number;
  };
};
export type UpsertCaseDataMutation = {
  response: UpsertCaseDataMutation$data;
  variables: UpsertCaseDataMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseData"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseData",
        "variableName": "caseData"
      }
    ],
    "concreteType": "CaseData",
    "kind": "LinkedField",
    "name": "upsertCaseData",
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
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "note",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "noteUpdatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "color",
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
    "name": "UpsertCaseDataMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpsertCaseDataMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "194355672b28539b3648b62ba835a4f9",
    "id": null,
    "metadata": {},
    "name": "UpsertCaseDataMutation",
    "operationKind": "mutation",
    "text": "mutation UpsertCaseDataMutation(\n  $caseData: CaseDataInput!\n) {\n  upsertCaseData(caseData: $caseData) {\n    id\n    userId\n    note\n    noteUpdatedAt\n    color\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc2dc920520d9c1dc54cce4906b7d3e3";

export default node;
