/**
 * @generated SignedSource<<aa75382a7b46f4000278b37c3016c4c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseHeader_case$data = {
  readonly caseId: number;
  readonly caseNumber: string | null | undefined;
  readonly clientName: string;
  readonly office: string | null | undefined;
  readonly stage: string;
  readonly status: string | null | undefined;
  readonly subType: string | null | undefined;
  readonly type: string | null | undefined;
  readonly " $fragmentType": "CaseHeader_case";
};
export type CaseHeader_case$key = {
  readonly " $data"?: CaseHeader_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseHeader_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseHeader_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "office",
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "c98d4ac129bbde64d0498ec231520797";

export default node;
