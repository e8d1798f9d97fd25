/**
 * @generated SignedSource<<250428db04b9070bcda4cb94939513fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaCaseNoteInput = {
  caseId: number;
  content: string;
  noteTypeId?: number | null | undefined;
};
export type InsertCaseNoteMutation$variables = {
  note: SaCaseNoteInput;
};
export type InsertCaseNoteMutation$data = {
  readonly insertSaCaseNote: {
    readonly case: {
      readonly id: string;
      readonly newest: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"CaseNoteList_notes">;
      }>;
      readonly oldest: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"CaseNoteList_notes">;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"CaseDetails_case" | "CaseHeader_case">;
    };
    readonly note: {
      readonly id: string;
      readonly noteId: number;
    };
  };
};
export type InsertCaseNoteMutation = {
  response: InsertCaseNoteMutation$data;
  variables: InsertCaseNoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "note"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "note",
    "variableName": "note"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Note",
  "kind": "LinkedField",
  "name": "note",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noteId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "order",
    "value": "NEWEST_FIRST"
  }
],
v5 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CaseNoteList_notes"
  }
],
v6 = [
  {
    "kind": "Literal",
    "name": "order",
    "value": "OLDEST_FIRST"
  }
],
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v8 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "plainText",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "createdAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "creatorName",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InsertCaseNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NotePayload",
        "kind": "LinkedField",
        "name": "insertSaCaseNote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseDetails_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseHeader_case"
              },
              {
                "alias": "newest",
                "args": (v4/*:: as any*/),
                "concreteType": "Note",
                "kind": "LinkedField",
                "name": "notes",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": "notes(order:\"NEWEST_FIRST\")"
              },
              {
                "alias": "oldest",
                "args": (v6/*:: as any*/),
                "concreteType": "Note",
                "kind": "LinkedField",
                "name": "notes",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": "notes(order:\"OLDEST_FIRST\")"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InsertCaseNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NotePayload",
        "kind": "LinkedField",
        "name": "insertSaCaseNote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "name": "organizationId",
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
                "name": "statusId",
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
                "name": "daysInStatus",
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
                "name": "office",
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
                "name": "state",
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
                "name": "intakeRankId",
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
                "name": "referralSource",
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
                "name": "appointmentInfo",
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
                "name": "highPriority",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isMassTort",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateOfIncident",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysSinceIncident",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "incidentTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "incidentFacts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "injurySummary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "attorney",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "paralegal",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "agent",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "investigator",
                "plural": false,
                "selections": (v7/*:: as any*/),
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
                "alias": "newest",
                "args": (v4/*:: as any*/),
                "concreteType": "Note",
                "kind": "LinkedField",
                "name": "notes",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": "notes(order:\"NEWEST_FIRST\")"
              },
              {
                "alias": "oldest",
                "args": (v6/*:: as any*/),
                "concreteType": "Note",
                "kind": "LinkedField",
                "name": "notes",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": "notes(order:\"OLDEST_FIRST\")"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a379cf39dedcd6e6cb6155576fe22bae",
    "id": null,
    "metadata": {},
    "name": "InsertCaseNoteMutation",
    "operationKind": "mutation",
    "text": "mutation InsertCaseNoteMutation(\n  $note: SaCaseNoteInput!\n) {\n  insertSaCaseNote(note: $note) {\n    note {\n      id\n      noteId\n    }\n    case {\n      id\n      ...CaseDetails_case\n      ...CaseHeader_case\n      newest: notes(order: NEWEST_FIRST) {\n        ...CaseNoteList_notes\n        id\n      }\n      oldest: notes(order: OLDEST_FIRST) {\n        ...CaseNoteList_notes\n        id\n      }\n    }\n  }\n}\n\nfragment CaseDetails_case on Case {\n  caseId\n  organizationId\n  caseNumber\n  status\n  statusId\n  stage\n  daysInStatus\n  type\n  subType\n  dateOpened\n  wantedDate\n  retainedDate\n  dateClosed\n  reasonClosed\n  office\n  officeId\n  state\n  intakeRank\n  intakeRankId\n  caseRank\n  referralSource\n  leadType\n  handledByBackup\n  referralOpportunity\n  referred\n  signupType\n  appointmentInfo\n  retainerSent\n  feeStructure\n  highPriority\n  isMassTort\n  dateOfIncident\n  daysSinceIncident\n  incidentTime\n  incidentFacts\n  injurySummary\n  attorney {\n    name\n    id\n  }\n  paralegal {\n    name\n    id\n  }\n  agent {\n    name\n    id\n  }\n  investigator {\n    name\n    id\n  }\n}\n\nfragment CaseHeader_case on Case {\n  caseId\n  clientName\n  caseNumber\n  status\n  stage\n  type\n  subType\n  office\n}\n\nfragment CaseNoteList_notes on Note {\n  id\n  plainText\n  createdAt\n  creatorName\n}\n"
  }
};
})();

(node as any).hash = "4c6f233617eb6cadcdd2c6d3c2ef9c59";

export default node;
