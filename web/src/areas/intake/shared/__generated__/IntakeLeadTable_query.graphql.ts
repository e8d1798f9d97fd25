/**
 * @generated SignedSource<<bfa196b694ce87feaa3b461e36649bb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntakeLeadTable_query$data = {
  readonly advertisingSources: ReadonlyArray<{
    readonly contact: string;
    readonly contactId: number;
  }>;
  readonly caseStatuses: ReadonlyArray<{
    readonly stage: string;
    readonly status: string;
    readonly statusId: number;
  }>;
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
    readonly contactUrlTemplate: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseFieldEditors_options">;
  readonly " $fragmentType": "IntakeLeadTable_query";
};
export type IntakeLeadTable_query$key = {
  readonly " $data"?: IntakeLeadTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntakeLeadTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntakeLeadTable_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseFieldEditors_options"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusOption",
      "kind": "LinkedField",
      "name": "caseStatuses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusId",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdvertisingSourceOption",
      "kind": "LinkedField",
      "name": "advertisingSources",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contact",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConnectorConfig",
      "kind": "LinkedField",
      "name": "connectorConfig",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseUrlTemplate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactUrlTemplate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1a3ccca9d25bcd35afbd3793ac2d14c7";

export default node;
