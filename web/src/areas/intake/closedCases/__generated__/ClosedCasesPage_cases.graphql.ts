/**
 * @generated SignedSource<<2dc418604c0f9a982c0f6e3d187e8c12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClosedCasesPage_cases$data = ReadonlyArray<{
  readonly attorney: {
    readonly name: string;
    readonly staffCode: string | null | undefined;
  } | null | undefined;
  readonly caseId: number;
  readonly clientName: string;
  readonly closeComment: string | null | undefined;
  readonly dateClosed: string | null | undefined;
  readonly dateOpened: string | null | undefined;
  readonly id: string;
  readonly paralegal: {
    readonly name: string;
    readonly staffCode: string | null | undefined;
  } | null | undefined;
  readonly reasonClosed: string | null | undefined;
  readonly state: string | null | undefined;
  readonly type: string | null | undefined;
  readonly " $fragmentType": "ClosedCasesPage_cases";
}>;
export type ClosedCasesPage_cases$key = ReadonlyArray<{
  readonly " $data"?: ClosedCasesPage_cases$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClosedCasesPage_cases">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "staffCode",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ClosedCasesPage_cases",
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
      "name": "caseId",
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
      "name": "state",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "attorney",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "paralegal",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOpened",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateClosed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasonClosed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closeComment",
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "234dcf3e8a2028f25093a72e5a637f9f";

export default node;
