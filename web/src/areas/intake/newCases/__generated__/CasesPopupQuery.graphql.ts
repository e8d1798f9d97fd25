/**
 * @generated SignedSource<<ff5625a15c52e4c46117503c967f0a94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewCasesSort = "AGENT" | "ATTORNEY" | "CASE_RANK" | "CLIENT" | "CLOSED" | "CLOSED_REASON" | "CR_SOURCE" | "FIRST_FEE" | "OFFICE" | "OTHER_SOURCE" | "PARALEGAL" | "PHONE" | "RANK" | "REFERRED" | "REF_OPP" | "RETAINED" | "SIGNUP_TYPE" | "SOURCE" | "STATE" | "TYPE" | "WANTED" | "%future added value";
export type CasesPopupQuery$variables = {
  caseIds?: ReadonlyArray<number> | null | undefined;
  descending?: boolean | null | undefined;
  endDate: string;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  organizationId?: number | null | undefined;
  sortBy?: NewCasesSort | null | undefined;
  startDate: string;
};
export type CasesPopupQuery$data = {
  readonly newCasesInPeriod: {
    readonly leadsPage: {
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
      }>;
      readonly matchingCount: number;
    };
  };
};
export type CasesPopupQuery = {
  response: CasesPopupQuery$data;
  variables: CasesPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "caseIds"
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
  "defaultValue": 10,
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
  "defaultValue": "RETAINED",
  "kind": "LocalArgument",
  "name": "sortBy"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v8 = [
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
v9 = [
  {
    "kind": "Variable",
    "name": "caseIds",
    "variableName": "caseIds"
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
    "name": "sortBy",
    "variableName": "sortBy"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchingCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retainedDate",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "office",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referralSource",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateClosed",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reasonClosed",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
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
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CasesPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "NewCasesLeadsPage",
            "kind": "LinkedField",
            "name": "leadsPage",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "leads",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "case",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v7/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CasesPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "NewCasesLeadsPage",
            "kind": "LinkedField",
            "name": "leadsPage",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "leads",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "case",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
                ],
                "storageKey": null
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
    "cacheID": "c3883b25a574c40ea162cce7e8dd63e1",
    "id": null,
    "metadata": {},
    "name": "CasesPopupQuery",
    "operationKind": "query",
    "text": "query CasesPopupQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $caseIds: [Int!]\n  $sortBy: NewCasesSort = RETAINED\n  $descending: Boolean = true\n  $offset: Int = 0\n  $first: Int = 10\n) {\n  newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    leadsPage(caseIds: $caseIds, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first) {\n      matchingCount\n      leads {\n        caseId\n        case {\n          clientName\n          retainedDate\n          office\n          referralSource\n          dateClosed\n          reasonClosed\n          id\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb3c3b2e538d7fb688d29507c9b4fda6";

export default node;
