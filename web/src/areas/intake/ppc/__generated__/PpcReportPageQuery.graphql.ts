/**
 * @generated SignedSource<<d22c0dab816b957e44d5843a57174612>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaidSourceKind = "ADVERTISING" | "CALLRAIL" | "%future added value";
export type PpcReportPageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
};
export type PpcReportPageQuery$data = {
  readonly ppcReport: {
    readonly canEnterSpend: boolean;
    readonly cases: ReadonlyArray<{
      readonly advertisingSource: string | null | undefined;
      readonly callrailSource: string | null | undefined;
      readonly caseId: number;
      readonly clientName: string;
      readonly fees: number;
      readonly openedDate: string;
      readonly retainedDate: string | null | undefined;
      readonly status: string | null | undefined;
      readonly wantedDate: string | null | undefined;
    }>;
    readonly months: ReadonlyArray<string>;
    readonly rows: ReadonlyArray<{
      readonly kind: PaidSourceKind;
      readonly months: ReadonlyArray<{
        readonly calls: number | null | undefined;
        readonly costPerLead: number | null | undefined;
        readonly costPerRetained: number | null | undefined;
        readonly fees: number;
        readonly leadCaseIds: ReadonlyArray<number>;
        readonly leadRate: number | null | undefined;
        readonly leadToRetainedRate: number | null | undefined;
        readonly leads: number;
        readonly month: string | null | undefined;
        readonly retained: number;
        readonly retainedCaseIds: ReadonlyArray<number>;
        readonly retainedRate: number | null | undefined;
        readonly returnOnSpend: number | null | undefined;
        readonly spend: number | null | undefined;
        readonly spendMissing: boolean;
        readonly wanted: number;
        readonly wantedCaseIds: ReadonlyArray<number>;
        readonly wantedRate: number | null | undefined;
      }>;
      readonly source: string;
      readonly total: {
        readonly calls: number | null | undefined;
        readonly costPerLead: number | null | undefined;
        readonly costPerRetained: number | null | undefined;
        readonly fees: number;
        readonly leadCaseIds: ReadonlyArray<number>;
        readonly leadRate: number | null | undefined;
        readonly leadToRetainedRate: number | null | undefined;
        readonly leads: number;
        readonly month: string | null | undefined;
        readonly retained: number;
        readonly retainedCaseIds: ReadonlyArray<number>;
        readonly retainedRate: number | null | undefined;
        readonly returnOnSpend: number | null | undefined;
        readonly spend: number | null | undefined;
        readonly spendMissing: boolean;
        readonly wanted: number;
        readonly wantedCaseIds: ReadonlyArray<number>;
        readonly wantedRate: number | null | undefined;
      };
    }>;
  };
};
export type PpcReportPageQuery = {
  response: PpcReportPageQuery$data;
  variables: PpcReportPageQuery$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fees",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "month",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "calls",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "leads",
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
    "name": "retained",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "leadRate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "wantedRate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retainedRate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "leadToRetainedRate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "spend",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "spendMissing",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "costPerLead",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "costPerRetained",
    "storageKey": null
  },
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "returnOnSpend",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "leadCaseIds",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "wantedCaseIds",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retainedCaseIds",
    "storageKey": null
  }
],
v5 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": "PpcReport",
    "kind": "LinkedField",
    "name": "ppcReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "months",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canEnterSpend",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PpcSourceRow",
        "kind": "LinkedField",
        "name": "rows",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PpcFigures",
            "kind": "LinkedField",
            "name": "months",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PpcFigures",
            "kind": "LinkedField",
            "name": "total",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PpcCase",
        "kind": "LinkedField",
        "name": "cases",
        "plural": true,
        "selections": [
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
            "name": "clientName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openedDate",
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
            "name": "advertisingSource",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "callrailSource",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PpcReportPageQuery",
    "selections": (v5/*:: as any*/),
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
    "name": "PpcReportPageQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "2f797e9de36992b3bfd7e51b70cccd6b",
    "id": null,
    "metadata": {},
    "name": "PpcReportPageQuery",
    "operationKind": "query",
    "text": "query PpcReportPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n) {\n  ppcReport(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    months\n    canEnterSpend\n    rows {\n      source\n      kind\n      months {\n        month\n        calls\n        leads\n        wanted\n        retained\n        leadRate\n        wantedRate\n        retainedRate\n        leadToRetainedRate\n        spend\n        spendMissing\n        costPerLead\n        costPerRetained\n        fees\n        returnOnSpend\n        leadCaseIds\n        wantedCaseIds\n        retainedCaseIds\n      }\n      total {\n        month\n        calls\n        leads\n        wanted\n        retained\n        leadRate\n        wantedRate\n        retainedRate\n        leadToRetainedRate\n        spend\n        spendMissing\n        costPerLead\n        costPerRetained\n        fees\n        returnOnSpend\n        leadCaseIds\n        wantedCaseIds\n        retainedCaseIds\n      }\n    }\n    cases {\n      caseId\n      clientName\n      openedDate\n      status\n      wantedDate\n      retainedDate\n      advertisingSource\n      callrailSource\n      fees\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5df271231246dbd952fdaa552ee1bcb6";

export default node;
