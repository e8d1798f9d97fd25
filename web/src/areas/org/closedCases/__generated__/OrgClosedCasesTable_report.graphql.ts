/**
 * @generated SignedSource<<acec9884f54c8941b8ed4c2dedf332cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrgClosedCasesTable_report$data = {
  readonly cases: ReadonlyArray<{
    readonly attorney: string | null | undefined;
    readonly caseId: number;
    readonly caseRank: string | null | undefined;
    readonly caseType: string | null | undefined;
    readonly clientName: string;
    readonly closeComment: string | null | undefined;
    readonly dateClosed: string;
    readonly dateOpened: string | null | undefined;
    readonly demandDate: string | null | undefined;
    readonly id: string;
    readonly paralegal: string | null | undefined;
    readonly reason: string;
    readonly retainedDate: string | null | undefined;
    readonly state: string | null | undefined;
    readonly tod: number;
    readonly wantedDate: string | null | undefined;
  }>;
  readonly " $fragmentType": "OrgClosedCasesTable_report";
};
export type OrgClosedCasesTable_report$key = {
  readonly " $data"?: OrgClosedCasesTable_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrgClosedCasesTable_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrgClosedCasesTable_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ClosedCaseRow",
      "kind": "LinkedField",
      "name": "cases",
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
          "name": "caseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseType",
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
          "kind": "ScalarField",
          "name": "attorney",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paralegal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseRank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tod",
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
          "name": "wantedDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retainedDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "demandDate",
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
          "name": "reason",
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
      "storageKey": null
    }
  ],
  "type": "ClosedCasesReport",
  "abstractKey": null
};

(node as any).hash = "59a9db2f8a8af973504cbb60057230ec";

export default node;
