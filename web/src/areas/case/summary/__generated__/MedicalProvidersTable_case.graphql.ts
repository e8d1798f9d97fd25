/**
 * @generated SignedSource<<b93a20a628d57a1146273c8f28612ccd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicalProvidersTable_case$data = {
  readonly medicalProviders: ReadonlyArray<{
    readonly adjustedCents: number;
    readonly balanceCents: number;
    readonly final: boolean;
    readonly id: string;
    readonly medicalProvider: string;
    readonly paidCents: number;
    readonly totalCents: number;
  }>;
  readonly medicalTotals: {
    readonly adjustedCents: number;
    readonly balanceCents: number;
    readonly paidCents: number;
    readonly totalCents: number;
  };
  readonly " $fragmentType": "MedicalProvidersTable_case";
};
export type MedicalProvidersTable_case$key = {
  readonly " $data"?: MedicalProvidersTable_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicalProvidersTable_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidCents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adjustedCents",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MedicalProvidersTable_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalProvider",
      "kind": "LinkedField",
      "name": "medicalProviders",
      "plural": true,
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
          "name": "medicalProvider",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "final",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalTotals",
      "kind": "LinkedField",
      "name": "medicalTotals",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "c5139d0d4d82707b35490461ec6dd6f9";

export default node;
