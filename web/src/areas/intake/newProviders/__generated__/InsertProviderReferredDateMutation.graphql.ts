/**
 * @generated SignedSource<<3259291208f579a3416c5782c11ef081>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaProviderReferredDateInput = {
  isReferred: boolean;
  providerId: number;
  referredDate?: string | null | undefined;
};
export type InsertProviderReferredDateMutation$variables = {
  dateInput: SaProviderReferredDateInput;
};
export type InsertProviderReferredDateMutation$data = {
  readonly insertSaProviderReferredDate: {
    readonly id: string;
    readonly medicalProviders: ReadonlyArray<{
      readonly id: string;
      readonly referredDate: string | null | undefined;
    }>;
  };
};
export type InsertProviderReferredDateMutation = {
  response: InsertProviderReferredDateMutation$data;
  variables: InsertProviderReferredDateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dateInput"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "dateInput",
        "variableName": "dateInput"
      }
    ],
    "concreteType": "Case",
    "kind": "LinkedField",
    "name": "insertSaProviderReferredDate",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "MedicalProvider",
        "kind": "LinkedField",
        "name": "medicalProviders",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referredDate",
            "storageKey": null
          }
        ],
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
    "name": "InsertProviderReferredDateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InsertProviderReferredDateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "47f79fcdae37f34471c9220c11da3908",
    "id": null,
    "metadata": {},
    "name": "InsertProviderReferredDateMutation",
    "operationKind": "mutation",
    "text": "mutation InsertProviderReferredDateMutation(\n  $dateInput: SaProviderReferredDateInput!\n) {\n  insertSaProviderReferredDate(dateInput: $dateInput) {\n    id\n    medicalProviders {\n      id\n      referredDate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "324a89d43aa27b8f81e9a3fc3c467503";

export default node;
