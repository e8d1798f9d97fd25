/**
 * @generated SignedSource<<7f4a4f3a5395456bdcefc0fc7d5805d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IntakeStatsPageQuery$variables = {
  endDate: string;
  office?: number | null | undefined;
  organizationId?: number | null | undefined;
  startDate: string;
};
export type IntakeStatsPageQuery$data = {
  readonly allAgents: ReadonlyArray<{
    readonly agent: string;
    readonly conversionRate: number | null | undefined;
    readonly totalLeads: number;
    readonly userId: number;
    readonly wanted: number;
    readonly wantedSigned: number;
  }>;
  readonly caseOffices: ReadonlyArray<{
    readonly office: string;
    readonly officeId: number;
  }>;
  readonly intakeAgents: ReadonlyArray<{
    readonly agent: string;
    readonly conversionRate: number | null | undefined;
    readonly totalLeads: number;
    readonly userId: number;
    readonly wanted: number;
    readonly wantedSigned: number;
  }>;
  readonly leadsStatsByDay: ReadonlyArray<{
    readonly date: string;
    readonly leads: number;
    readonly retained: number;
    readonly wanted: number;
  }>;
  readonly leadsStatsByDayBySource: ReadonlyArray<{
    readonly date: string;
    readonly leads: number;
    readonly source: string;
  }>;
  readonly leadsStatsByType: ReadonlyArray<{
    readonly total: number;
    readonly type: string;
  }>;
  readonly leadsWantedByMonth: ReadonlyArray<{
    readonly leads: number;
    readonly wanted: number;
    readonly yearMonth: string;
  }>;
  readonly netRetainedCasesByMonth: ReadonlyArray<{
    readonly count: number;
    readonly office: string;
    readonly yearMonth: string;
  }>;
  readonly referralSourcesInPeriod: ReadonlyArray<{
    readonly name: string;
    readonly y: number;
  }>;
  readonly retainedByDay: ReadonlyArray<{
    readonly count: number;
    readonly date: string;
  }>;
  readonly retainedCasesByMonth: ReadonlyArray<{
    readonly count: number;
    readonly office: string;
    readonly yearMonth: string;
  }>;
  readonly signedStatsByType: ReadonlyArray<{
    readonly total: number;
    readonly type: string;
  }>;
  readonly wantedStatsByType: ReadonlyArray<{
    readonly total: number;
    readonly type: string;
  }>;
};
export type IntakeStatsPageQuery = {
  response: IntakeStatsPageQuery$data;
  variables: IntakeStatsPageQuery$variables;
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
  "name": "office"
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "office",
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "endDate",
  "variableName": "endDate"
},
v6 = {
  "kind": "Variable",
  "name": "organizationId",
  "variableName": "organizationId"
},
v7 = {
  "kind": "Variable",
  "name": "startDate",
  "variableName": "startDate"
},
v8 = [
  (v5/*:: as any*/),
  {
    "kind": "Variable",
    "name": "office",
    "variableName": "office"
  },
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "leads",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wanted",
  "storageKey": null
},
v13 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "yearMonth",
  "storageKey": null
},
v15 = [
  (v14/*:: as any*/),
  (v4/*:: as any*/),
  (v10/*:: as any*/)
],
v16 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v17 = [
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
    "name": "total",
    "storageKey": null
  }
],
v18 = [
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
  (v12/*:: as any*/),
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
v19 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OfficeOption",
    "kind": "LinkedField",
    "name": "caseOffices",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "officeId",
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v8/*:: as any*/),
    "concreteType": "DayCount",
    "kind": "LinkedField",
    "name": "retainedByDay",
    "plural": true,
    "selections": [
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v8/*:: as any*/),
    "concreteType": "LeadsDay",
    "kind": "LinkedField",
    "name": "leadsStatsByDay",
    "plural": true,
    "selections": [
      (v9/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "retained",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v8/*:: as any*/),
    "concreteType": "SourceDay",
    "kind": "LinkedField",
    "name": "leadsStatsByDayBySource",
    "plural": true,
    "selections": [
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      (v11/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v13/*:: as any*/),
    "concreteType": "LeadsMonth",
    "kind": "LinkedField",
    "name": "leadsWantedByMonth",
    "plural": true,
    "selections": [
      (v14/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v13/*:: as any*/),
    "concreteType": "RetainedMonth",
    "kind": "LinkedField",
    "name": "retainedCasesByMonth",
    "plural": true,
    "selections": (v15/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v13/*:: as any*/),
    "concreteType": "RetainedMonth",
    "kind": "LinkedField",
    "name": "netRetainedCasesByMonth",
    "plural": true,
    "selections": (v15/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v8/*:: as any*/),
    "concreteType": "ReferralSourceCount",
    "kind": "LinkedField",
    "name": "referralSourcesInPeriod",
    "plural": true,
    "selections": [
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
        "name": "y",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v16/*:: as any*/),
    "concreteType": "StatByType",
    "kind": "LinkedField",
    "name": "leadsStatsByType",
    "plural": true,
    "selections": (v17/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v16/*:: as any*/),
    "concreteType": "StatByType",
    "kind": "LinkedField",
    "name": "wantedStatsByType",
    "plural": true,
    "selections": (v17/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v16/*:: as any*/),
    "concreteType": "StatByType",
    "kind": "LinkedField",
    "name": "signedStatsByType",
    "plural": true,
    "selections": (v17/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "intakeAgents",
    "args": (v16/*:: as any*/),
    "concreteType": "AgentStat",
    "kind": "LinkedField",
    "name": "agentStats",
    "plural": true,
    "selections": (v18/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "allAgents",
    "args": [
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      {
        "kind": "Literal",
        "name": "showAll",
        "value": true
      },
      (v7/*:: as any*/)
    ],
    "concreteType": "AgentStat",
    "kind": "LinkedField",
    "name": "agentStats",
    "plural": true,
    "selections": (v18/*:: as any*/),
    "storageKey": null
  }
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
    "name": "IntakeStatsPageQuery",
    "selections": (v19/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "IntakeStatsPageQuery",
    "selections": (v19/*:: as any*/)
  },
  "params": {
    "cacheID": "5b11d2774a7745e716c1e96c0e087c90",
    "id": null,
    "metadata": {},
    "name": "IntakeStatsPageQuery",
    "operationKind": "query",
    "text": "query IntakeStatsPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n  $office: Int\n) {\n  caseOffices {\n    officeId\n    office\n  }\n  retainedByDay(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {\n    date\n    count\n  }\n  leadsStatsByDay(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {\n    date\n    leads\n    wanted\n    retained\n  }\n  leadsStatsByDayBySource(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {\n    date\n    source\n    leads\n  }\n  leadsWantedByMonth(endDate: $endDate, organizationId: $organizationId) {\n    yearMonth\n    leads\n    wanted\n  }\n  retainedCasesByMonth(endDate: $endDate, organizationId: $organizationId) {\n    yearMonth\n    office\n    count\n  }\n  netRetainedCasesByMonth(endDate: $endDate, organizationId: $organizationId) {\n    yearMonth\n    office\n    count\n  }\n  referralSourcesInPeriod(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {\n    name\n    y\n  }\n  leadsStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    type\n    total\n  }\n  wantedStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    type\n    total\n  }\n  signedStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    type\n    total\n  }\n  intakeAgents: agentStats(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    userId\n    agent\n    totalLeads\n    wanted\n    wantedSigned\n    conversionRate\n  }\n  allAgents: agentStats(startDate: $startDate, endDate: $endDate, showAll: true, organizationId: $organizationId) {\n    userId\n    agent\n    totalLeads\n    wanted\n    wantedSigned\n    conversionRate\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c54f57e9ae3ba106ae0234c10289ffe";

export default node;
