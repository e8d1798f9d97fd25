/**
 * @generated SignedSource<<6b508afc01183fe6bfebdbaeff82cad5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowUpColor = "ORANGE" | "RED" | "YELLOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IntakeLeadTable_leads$data = ReadonlyArray<{
  readonly case: {
    readonly agent: {
      readonly name: string;
      readonly staffCode: string | null | undefined;
    } | null | undefined;
    readonly appointmentInfo: string | null | undefined;
    readonly attorney: {
      readonly name: string;
      readonly staffCode: string | null | undefined;
    } | null | undefined;
    readonly callrailSource: string | null | undefined;
    readonly caseId: number;
    readonly caseRank: string | null | undefined;
    readonly clientName: string;
    readonly dateClosed: string | null | undefined;
    readonly dateOpened: string | null | undefined;
    readonly feeStructure: string | null | undefined;
    readonly handledByBackup: string | null | undefined;
    readonly highPriority: boolean;
    readonly id: string;
    readonly intakeRank: string | null | undefined;
    readonly intakeRankId: number | null | undefined;
    readonly investigator: {
      readonly name: string;
      readonly staffCode: string | null | undefined;
    } | null | undefined;
    readonly leadType: string | null | undefined;
    readonly office: string | null | undefined;
    readonly officeId: number | null | undefined;
    readonly organizationId: number;
    readonly paralegal: {
      readonly name: string;
      readonly staffCode: string | null | undefined;
    } | null | undefined;
    readonly reasonClosed: string | null | undefined;
    readonly referralOpportunity: string | null | undefined;
    readonly referralSource: string | null | undefined;
    readonly referred: string | null | undefined;
    readonly retainedDate: string | null | undefined;
    readonly retainerSent: string | null | undefined;
    readonly signupType: string | null | undefined;
    readonly state: string | null | undefined;
    readonly status: string | null | undefined;
    readonly statusId: number | null | undefined;
    readonly type: string | null | undefined;
    readonly wantedDate: string | null | undefined;
  };
  readonly caseId: number;
  readonly contactId: number | null | undefined;
  readonly dateOfLastIntakeNote: string | null | undefined;
  readonly followUpColor: FollowUpColor | null | undefined;
  readonly id: string;
  readonly phoneNumber: string | null | undefined;
  readonly priority: boolean;
  readonly referralSourceComments: string | null | undefined;
  readonly referredOutFirm: string | null | undefined;
  readonly statusDate: string | null | undefined;
  readonly " $fragmentType": "IntakeLeadTable_leads";
}>;
export type IntakeLeadTable_leads$key = ReadonlyArray<{
  readonly " $data"?: IntakeLeadTable_leads$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntakeLeadTable_leads">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v2 = [
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
  "name": "IntakeLeadTable_leads",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLastIntakeNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followUpColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralSourceComments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referredOutFirm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Case",
      "kind": "LinkedField",
      "name": "case",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationId",
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
          "name": "type",
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
          "name": "statusId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "intakeRankId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "intakeRank",
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
          "name": "dateClosed",
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
          "name": "officeId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "office",
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
          "name": "referralSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "callrailSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leadType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handledByBackup",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referralOpportunity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referred",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signupType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retainerSent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feeStructure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appointmentInfo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "highPriority",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "agent",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "investigator",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "attorney",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "paralegal",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonClosed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "8f042db5ff35dfa581578772b286cc31";

export default node;
