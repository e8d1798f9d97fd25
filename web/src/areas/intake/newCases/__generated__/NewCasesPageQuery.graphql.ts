/**
 * @generated SignedSource<<2a2bf94ee7747fbeff113c8d337af51e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewCasesPageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
};
export type NewCasesPageQuery$data = {
  readonly newCasesInPeriod: {
    readonly closedNoFee: {
      readonly caseIds: ReadonlyArray<number>;
      readonly count: number;
      readonly label: string;
      readonly percent: number | null | undefined;
    };
    readonly facts: ReadonlyArray<{
      readonly caseId: number;
      readonly firstFeeDate: string | null | undefined;
    }>;
    readonly fired: {
      readonly caseIds: ReadonlyArray<number>;
      readonly count: number;
      readonly label: string;
      readonly percent: number | null | undefined;
    };
    readonly leads: ReadonlyArray<{
      readonly case: {
        readonly clientName: string;
        readonly dateClosed: string | null | undefined;
        readonly office: string | null | undefined;
        readonly reasonClosed: string | null | undefined;
        readonly referralSource: string | null | undefined;
        readonly retainedDate: string | null | undefined;
      };
      readonly caseId: number;
      readonly " $fragmentSpreads": FragmentRefs<"IntakeLeadTable_leads">;
    }>;
    readonly offices: ReadonlyArray<{
      readonly caseIds: ReadonlyArray<number>;
      readonly goal: number;
      readonly level: string;
      readonly office: string;
      readonly officeId: number;
      readonly percent: number | null | undefined;
      readonly retained: number;
    }>;
    readonly ranks: ReadonlyArray<{
      readonly caseIds: ReadonlyArray<number>;
      readonly count: number;
      readonly label: string;
      readonly percent: number | null | undefined;
    }>;
    readonly retained: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"IntakeLeadTable_query">;
};
export type NewCasesPageQuery = {
  response: NewCasesPageQuery$data;
  variables: NewCasesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retained",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "officeId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "office",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseIds",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesOffice",
  "kind": "LinkedField",
  "name": "offices",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goal",
      "storageKey": null
    },
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesFigure",
  "kind": "LinkedField",
  "name": "closedNoFee",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesFigure",
  "kind": "LinkedField",
  "name": "fired",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesFigure",
  "kind": "LinkedField",
  "name": "ranks",
  "plural": true,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCaseFacts",
  "kind": "LinkedField",
  "name": "facts",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstFeeDate",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retainedDate",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referralSource",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateClosed",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reasonClosed",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v24 = [
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
  },
  (v21/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "leads",
            "plural": true,
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v6/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IntakeLeadTable_leads"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "IntakeLeadTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "leads",
            "plural": true,
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v6/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v14/*:: as any*/),
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
                    "name": "type",
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
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
                    "name": "dateOpened",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
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
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "investigator",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "attorney",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "paralegal",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v21/*:: as any*/),
              (v25/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusOption",
        "kind": "LinkedField",
        "name": "caseStatuses",
        "plural": true,
        "selections": [
          (v23/*:: as any*/),
          (v22/*:: as any*/),
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
        "concreteType": "RankOption",
        "kind": "LinkedField",
        "name": "intakeRanks",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rankId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rank",
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
          (v25/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "8a8a9105f9a5f20a6af3a0d3fc2eff41",
    "id": null,
    "metadata": {},
    "name": "NewCasesPageQuery",
    "operationKind": "query",
    "text": "query NewCasesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n) {\n  newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    retained\n    offices {\n      officeId\n      office\n      retained\n      goal\n      percent\n      level\n      caseIds\n    }\n    closedNoFee {\n      label\n      count\n      percent\n      caseIds\n    }\n    fired {\n      label\n      count\n      percent\n      caseIds\n    }\n    ranks {\n      label\n      count\n      percent\n      caseIds\n    }\n    facts {\n      caseId\n      firstFeeDate\n    }\n    leads {\n      caseId\n      case {\n        clientName\n        retainedDate\n        office\n        referralSource\n        dateClosed\n        reasonClosed\n        id\n      }\n      ...IntakeLeadTable_leads\n      id\n    }\n  }\n  ...IntakeLeadTable_query\n}\n\nfragment CaseFieldEditors_options on Query {\n  caseStatuses {\n    statusId\n    status\n    stage\n  }\n  intakeRanks {\n    rankId\n    rank\n  }\n}\n\nfragment IntakeLeadTable_leads on Lead {\n  id\n  caseId\n  contactId\n  priority\n  phoneNumber\n  dateOfLastIntakeNote\n  followUpColor\n  referralSourceComments\n  referredOutFirm\n  statusDate\n  case {\n    id\n    caseId\n    organizationId\n    clientName\n    type\n    status\n    statusId\n    intakeRankId\n    intakeRank\n    caseRank\n    wantedDate\n    retainedDate\n    dateClosed\n    dateOpened\n    officeId\n    office\n    state\n    referralSource\n    callrailSource\n    leadType\n    handledByBackup\n    referralOpportunity\n    referred\n    signupType\n    retainerSent\n    feeStructure\n    appointmentInfo\n    highPriority\n    agent {\n      name\n      staffCode\n      id\n    }\n    investigator {\n      name\n      staffCode\n      id\n    }\n    attorney {\n      name\n      staffCode\n      id\n    }\n    paralegal {\n      name\n      staffCode\n      id\n    }\n    reasonClosed\n  }\n}\n\nfragment IntakeLeadTable_query on Query {\n  ...CaseFieldEditors_options\n  caseStatuses {\n    statusId\n    status\n    stage\n  }\n  advertisingSources {\n    contactId\n    contact\n  }\n  connectorConfig {\n    caseUrlTemplate\n    contactUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "c50610ac37b5c648b51ea299a79b9c9b";

export default node;
