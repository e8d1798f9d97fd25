/**
 * @generated SignedSource<<59fbb2cf96a503776975c6fb390ece83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsQuickInjuryMutation$variables = {
  caseId: number;
  injuries: ReadonlyArray<number>;
  plaintiffId?: number | null | undefined;
};
export type InvestigationFieldsQuickInjuryMutation$data = {
  readonly updateQuickInjury: ReadonlyArray<{
    readonly injuryId: number;
  }>;
};
export type InvestigationFieldsQuickInjuryMutation = {
  response: InvestigationFieldsQuickInjuryMutation$data;
  variables: InvestigationFieldsQuickInjuryMutation$variables;
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
  "name": "injuries"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "plaintiffId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Variable",
        "name": "injuries",
        "variableName": "injuries"
      },
      {
        "kind": "Variable",
        "name": "plaintiffId",
        "variableName": "plaintiffId"
      }
    ],
    "concreteType": "QuickInjuryOption",
    "kind": "LinkedField",
    "name": "updateQuickInjury",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "injuryId",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvestigationFieldsQuickInjuryMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InvestigationFieldsQuickInjuryMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "2fd97d499970a7d781a81513aff61a37",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsQuickInjuryMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsQuickInjuryMutation(\n  $caseId: Int!\n  $plaintiffId: Int\n  $injuries: [Int!]!\n) {\n  updateQuickInjury(caseId: $caseId, plaintiffId: $plaintiffId, injuries: $injuries) {\n    injuryId\n  }\n}\n"
  }
};
})();

(node as any).hash = "308bedcc6b6bd90f632980e247194c43";

export default node;
