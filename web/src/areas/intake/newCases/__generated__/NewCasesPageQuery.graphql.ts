/**
 * @generated SignedSource<<8eedffac319305568d1a057b4a184ca6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewCasesSort = "AGENT" | "ATTORNEY" | "CASE_RANK" | "CLIENT" | "CLOSED" | "CLOSED_REASON" | "CR_SOURCE" | "FIRST_FEE" | "OFFICE" | "OTHER_SOURCE" | "PARALEGAL" | "PHONE" | "RANK" | "REFERRED" | "REF_OPP" | "RETAINED" | "SIGNUP_TYPE" | "SOURCE" | "STATE" | "TYPE" | "WANTED" | "%future added value";
export type NewCasesPageQuery$variables = {
  all?: boolean | null | undefined;
  descending?: boolean | null | undefined;
  endDate: string;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  organizationId?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: NewCasesSort | null | undefined;
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
    readonly fired: {
      readonly caseIds: ReadonlyArray<number>;
      readonly count: number;
      readonly label: string;
      readonly percent: number | null | undefined;
    };
    readonly leadsPage: {
      readonly facts: ReadonlyArray<{
        readonly caseId: number;
        readonly firstFeeDate: string | null | undefined;
      }>;
      readonly leads: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"IntakeLeadTable_leads">;
      }>;
      readonly matchingCount: number;
    };
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
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": true,
  "kind": "LocalArgument",
  "name": "descending"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v3 = {
  "defaultValue": 50,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": 0,
  "kind": "LocalArgument",
  "name": "offset"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = {
  "defaultValue": "RETAINED",
  "kind": "LocalArgument",
  "name": "sortBy"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v9 = [
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retained",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "officeId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "office",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseIds",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesOffice",
  "kind": "LinkedField",
  "name": "offices",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goal",
      "storageKey": null
    },
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = [
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
  (v13/*:: as any*/),
  (v14/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesFigure",
  "kind": "LinkedField",
  "name": "closedNoFee",
  "plural": false,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesFigure",
  "kind": "LinkedField",
  "name": "fired",
  "plural": false,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCasesFigure",
  "kind": "LinkedField",
  "name": "ranks",
  "plural": true,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v20 = [
  {
    "kind": "Variable",
    "name": "all",
    "variableName": "all"
  },
  {
    "kind": "Variable",
    "name": "descending",
    "variableName": "descending"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "offset",
    "variableName": "offset"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "sortBy",
    "variableName": "sortBy"
  }
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchingCount",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "NewCaseFacts",
  "kind": "LinkedField",
  "name": "facts",
  "plural": true,
  "selections": [
    (v22/*:: as any*/),
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
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactId",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v28 = [
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
  (v24/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v15/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          {
            "alias": null,
            "args": (v20/*:: as any*/),
            "concreteType": "NewCasesLeadsPage",
            "kind": "LinkedField",
            "name": "leadsPage",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "leads",
                "plural": true,
                "selections": [
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
      (v8/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewCasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v15/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          {
            "alias": null,
            "args": (v20/*:: as any*/),
            "concreteType": "NewCasesLeadsPage",
            "kind": "LinkedField",
            "name": "leadsPage",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "leads",
                "plural": true,
                "selections": [
                  (v24/*:: as any*/),
                  (v22/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "case",
                    "plural": false,
                    "selections": [
                      (v24/*:: as any*/),
                      (v22/*:: as any*/),
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
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
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
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
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
                        "selections": (v28/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "investigator",
                        "plural": false,
                        "selections": (v28/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "attorney",
                        "plural": false,
                        "selections": (v28/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "paralegal",
                        "plural": false,
                        "selections": (v28/*:: as any*/),
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
          (v27/*:: as any*/),
          (v26/*:: as any*/),
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
    "cacheID": "e159f2aabb27ed555c3c6d6ff8d1fce8",
    "id": null,
    "metadata": {},
    "name": "NewCasesPageQuery",
    "operationKind": "query",
    "text": "query NewCasesPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $search: String\n  $sortBy: NewCasesSort = RETAINED\n  $descending: Boolean = true\n  $offset: Int = 0\n  $first: Int = 50\n  $all: Boolean = false\n) {\n  newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    retained\n    offices {\n      officeId\n      office\n      retained\n      goal\n      percent\n      level\n      caseIds\n    }\n    closedNoFee {\n      label\n      count\n      percent\n      caseIds\n    }\n    fired {\n      label\n      count\n      percent\n      caseIds\n    }\n    ranks {\n      label\n      count\n      percent\n      caseIds\n    }\n    leadsPage(search: $search, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first, all: $all) {\n      matchingCount\n      facts {\n        caseId\n        firstFeeDate\n      }\n      leads {\n        ...IntakeLeadTable_leads\n        id\n      }\n    }\n  }\n  ...IntakeLeadTable_query\n}\n\nfragment CaseFieldEditors_options on Query {\n  caseStatuses {\n    statusId\n    status\n    stage\n  }\n  intakeRanks {\n    rankId\n    rank\n  }\n}\n\nfragment IntakeLeadTable_leads on Lead {\n  id\n  caseId\n  contactId\n  priority\n  phoneNumber\n  dateOfLastIntakeNote\n  followUpColor\n  referralSourceComments\n  referredOutFirm\n  statusDate\n  case {\n    id\n    caseId\n    organizationId\n    clientName\n    type\n    status\n    statusId\n    intakeRankId\n    intakeRank\n    caseRank\n    wantedDate\n    retainedDate\n    dateClosed\n    dateOpened\n    officeId\n    office\n    state\n    referralSource\n    callrailSource\n    leadType\n    handledByBackup\n    referralOpportunity\n    referred\n    signupType\n    retainerSent\n    feeStructure\n    appointmentInfo\n    highPriority\n    agent {\n      name\n      staffCode\n      id\n    }\n    investigator {\n      name\n      staffCode\n      id\n    }\n    attorney {\n      name\n      staffCode\n      id\n    }\n    paralegal {\n      name\n      staffCode\n      id\n    }\n    reasonClosed\n  }\n}\n\nfragment IntakeLeadTable_query on Query {\n  ...CaseFieldEditors_options\n  caseStatuses {\n    statusId\n    status\n    stage\n  }\n  advertisingSources {\n    contactId\n    contact\n  }\n  connectorConfig {\n    caseUrlTemplate\n    contactUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "843d0c467534244709e3abd11f49ed2a";

export default node;
