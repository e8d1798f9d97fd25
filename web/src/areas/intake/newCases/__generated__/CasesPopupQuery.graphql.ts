/**
 * @generated SignedSource<<4ae2f38efa9a37b136134832505adedc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CasesPopupQuery$variables = {
  caseIds?: ReadonlyArray<number> | null | undefined;
  endDate: string;
  organizationId?: number | null | undefined;
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
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v4 = [
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
v5 = [
  {
    "kind": "Literal",
    "name": "all",
    "value": true
  },
  {
    "kind": "Variable",
    "name": "caseIds",
    "variableName": "caseIds"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retainedDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "office",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referralSource",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateClosed",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reasonClosed",
  "storageKey": null
},
v13 = {
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CasesPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "NewCasesLeadsPage",
            "kind": "LinkedField",
            "name": "leadsPage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "leads",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "case",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/)
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
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CasesPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "NewCasesReport",
        "kind": "LinkedField",
        "name": "newCasesInPeriod",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "NewCasesLeadsPage",
            "kind": "LinkedField",
            "name": "leadsPage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "leads",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "case",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v13/*:: as any*/)
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
    "cacheID": "4366a8319f56914497e08047834dc718",
    "id": null,
    "metadata": {},
    "name": "CasesPopupQuery",
    "operationKind": "query",
    "text": "query CasesPopupQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $caseIds: [Int!]\n) {\n  newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    leadsPage(caseIds: $caseIds, all: true) {\n      leads {\n        caseId\n        case {\n          clientName\n          retainedDate\n          office\n          referralSource\n          dateClosed\n          reasonClosed\n          id\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0c8546de242ec3b457b05ce65e0c04e";

export default node;
