/**
 * @generated SignedSource<<b453c87ffd279bf110020a18d29be6a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReferralDirection = "BY" | "TO" | "%future added value";
export type ReferralsPageQuery$variables = {
  direction: ReferralDirection;
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
};
export type ReferralsPageQuery$data = {
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
    readonly contactUrlTemplate: string;
  };
  readonly referralsInPeriod: {
    readonly canAddContacts: boolean;
    readonly rows: ReadonlyArray<{
      readonly case: {
        readonly attorney: {
          readonly name: string;
        } | null | undefined;
        readonly clientName: string;
        readonly office: string | null | undefined;
        readonly paralegal: {
          readonly name: string;
        } | null | undefined;
        readonly retainedDate: string | null | undefined;
        readonly state: string | null | undefined;
        readonly status: string | null | undefined;
        readonly type: string | null | undefined;
      };
      readonly caseId: number;
      readonly comments: string | null | undefined;
      readonly contactId: number | null | undefined;
      readonly contactType: string | null | undefined;
      readonly id: string;
      readonly medicalProvider: string | null | undefined;
      readonly priorityLabel: string | null | undefined;
      readonly referredDate: string;
      readonly referrerKey: string;
      readonly referrerName: string;
      readonly saContactId: number | null | undefined;
      readonly source: string | null | undefined;
    }>;
    readonly totals: ReadonlyArray<{
      readonly acceptsHealthInsurance: boolean | null | undefined;
      readonly acceptsLien: boolean | null | undefined;
      readonly caseIds: ReadonlyArray<number>;
      readonly city: string | null | undefined;
      readonly contactId: number | null | undefined;
      readonly contactType: string | null | undefined;
      readonly count: number;
      readonly id: string;
      readonly lastReferredDate: string;
      readonly name: string;
      readonly priorityLabel: string | null | undefined;
      readonly referrerKey: string;
      readonly retained: number;
      readonly retainedPercent: number;
      readonly saContactId: number | null | undefined;
    }>;
  };
};
export type ReferralsPageQuery = {
  response: ReferralsPageQuery$data;
  variables: ReferralsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
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
    "name": "direction",
    "variableName": "direction"
  },
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canAddContacts",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referredDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "comments",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referrerKey",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referrerName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactType",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priorityLabel",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saContactId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "medicalProvider",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientName",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "office",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retainedDate",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v25 = [
  (v24/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "ReferrerTotalsNode",
  "kind": "LinkedField",
  "name": "totals",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v11/*:: as any*/),
    (v24/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsLien",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsHealthInsurance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retained",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retainedPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastReferredDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseIds",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v27 = {
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
},
v28 = [
  (v24/*:: as any*/),
  (v6/*:: as any*/)
];
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
    "name": "ReferralsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ReferralsReport",
        "kind": "LinkedField",
        "name": "referralsInPeriod",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReferralRow",
            "kind": "LinkedField",
            "name": "rows",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "attorney",
                    "plural": false,
                    "selections": (v25/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "paralegal",
                    "plural": false,
                    "selections": (v25/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v26/*:: as any*/)
        ],
        "storageKey": null
      },
      (v27/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReferralsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ReferralsReport",
        "kind": "LinkedField",
        "name": "referralsInPeriod",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReferralRow",
            "kind": "LinkedField",
            "name": "rows",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v26/*:: as any*/)
        ],
        "storageKey": null
      },
      (v27/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9da60d055189e9a0dbf11713fdd6dcbc",
    "id": null,
    "metadata": {},
    "name": "ReferralsPageQuery",
    "operationKind": "query",
    "text": "query ReferralsPageQuery(\n  $direction: ReferralDirection!\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n) {\n  referralsInPeriod(direction: $direction, startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    canAddContacts\n    rows {\n      id\n      caseId\n      referredDate\n      source\n      comments\n      referrerKey\n      referrerName\n      contactId\n      contactType\n      priorityLabel\n      saContactId\n      medicalProvider\n      case {\n        clientName\n        type\n        status\n        office\n        state\n        retainedDate\n        attorney {\n          name\n          id\n        }\n        paralegal {\n          name\n          id\n        }\n        id\n      }\n    }\n    totals {\n      id\n      referrerKey\n      name\n      contactId\n      contactType\n      priorityLabel\n      saContactId\n      city\n      acceptsLien\n      acceptsHealthInsurance\n      count\n      retained\n      retainedPercent\n      lastReferredDate\n      caseIds\n    }\n  }\n  connectorConfig {\n    caseUrlTemplate\n    contactUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "13747f3d612f741456407de376225442";

export default node;
