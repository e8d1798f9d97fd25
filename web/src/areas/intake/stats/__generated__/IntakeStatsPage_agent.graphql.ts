/**
 * @generated SignedSource<<51ebb1cb804b99a04e542e14790b1317>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntakeStatsPage_agent$data = {
  readonly agent: string;
  readonly conversionRate: number | null | undefined;
  readonly totalLeads: number;
  readonly userId: number;
  readonly wanted: number;
  readonly wantedSigned: number;
  readonly " $fragmentType": "IntakeStatsPage_agent";
};
export type IntakeStatsPage_agent$key = {
  readonly " $data"?: IntakeStatsPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntakeStatsPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntakeStatsPage_agent",
  "selections": [
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
      "name": "agent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalLeads",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wanted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wantedSigned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conversionRate",
      "storageKey": null
    }
  ],
  "type": "AgentStat",
  "abstractKey": null
};

(node as any).hash = "b38ae2b0b91fc0bfbf5cf1e2b0efc1c1";

export default node;
