/**
 * @generated SignedSource<<ff7fbed5815e102ee6ad8713b33629e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IntakeStatsPageQuery$variables = {
  endDate: string;
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
  "name": "organizationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = {
  "kind": "Variable",
  "name": "endDate",
  "variableName": "endDate"
},
v4 = {
  "kind": "Variable",
  "name": "organizationId",
  "variableName": "organizationId"
},
v5 = {
  "kind": "Variable",
  "name": "startDate",
  "variableName": "startDate"
},
v6 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "leads",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wanted",
  "storageKey": null
},
v11 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "yearMonth",
  "storageKey": null
},
v13 = [
  (v12/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "office",
    "storageKey": null
  },
  (v8/*:: as any*/)
],
v14 = [
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
v15 = [
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
  (v10/*:: as any*/),
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
v16 = [
  {
    "alias": null,
    "args": (v6/*:: as any*/),
    "concreteType": "DayCount",
    "kind": "LinkedField",
    "name": "retainedByDay",
    "plural": true,
    "selections": [
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v6/*:: as any*/),
    "concreteType": "LeadsDay",
    "kind": "LinkedField",
    "name": "leadsStatsByDay",
    "plural": true,
    "selections": [
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
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
    "args": (v6/*:: as any*/),
    "concreteType": "SourceDay",
    "kind": "LinkedField",
    "name": "leadsStatsByDayBySource",
    "plural": true,
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      (v9/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v11/*:: as any*/),
    "concreteType": "LeadsMonth",
    "kind": "LinkedField",
    "name": "leadsWantedByMonth",
    "plural": true,
    "selections": [
      (v12/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v11/*:: as any*/),
    "concreteType": "RetainedMonth",
    "kind": "LinkedField",
    "name": "retainedCasesByMonth",
    "plural": true,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v11/*:: as any*/),
    "concreteType": "RetainedMonth",
    "kind": "LinkedField",
    "name": "netRetainedCasesByMonth",
    "plural": true,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v6/*:: as any*/),
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
    "args": (v6/*:: as any*/),
    "concreteType": "StatByType",
    "kind": "LinkedField",
    "name": "leadsStatsByType",
    "plural": true,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v6/*:: as any*/),
    "concreteType": "StatByType",
    "kind": "LinkedField",
    "name": "wantedStatsByType",
    "plural": true,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v6/*:: as any*/),
    "concreteType": "StatByType",
    "kind": "LinkedField",
    "name": "signedStatsByType",
    "plural": true,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "intakeAgents",
    "args": (v6/*:: as any*/),
    "concreteType": "AgentStat",
    "kind": "LinkedField",
    "name": "agentStats",
    "plural": true,
    "selections": (v15/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "allAgents",
    "args": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "kind": "Literal",
        "name": "showAll",
        "value": true
      },
      (v5/*:: as any*/)
    ],
    "concreteType": "AgentStat",
    "kind": "LinkedField",
    "name": "agentStats",
    "plural": true,
    "selections": (v15/*:: as any*/),
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
    "name": "IntakeStatsPageQuery",
    "selections": (v16/*:: as any*/),
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
    "name": "IntakeStatsPageQuery",
    "selections": (v16/*:: as any*/)
  },
  "params": {
    "cacheID": "15058c539297cf59da3eea717bf1d67f",
    "id": null,
    "metadata": {},
    "name": "IntakeStatsPageQuery",
    "operationKind": "query",
    "text": "query IntakeStatsPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n) {\n  retainedByDay(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    date\n    count\n  }\n  leadsStatsByDay(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    date\n    leads\n    wanted\n    retained\n  }\n  leadsStatsByDayBySource(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    date\n    source\n    leads\n  }\n  leadsWantedByMonth(endDate: $endDate, organizationId: $organizationId) {\n    yearMonth\n    leads\n    wanted\n  }\n  retainedCasesByMonth(endDate: $endDate, organizationId: $organizationId) {\n    yearMonth\n    office\n    count\n  }\n  netRetainedCasesByMonth(endDate: $endDate, organizationId: $organizationId) {\n    yearMonth\n    office\n    count\n  }\n  referralSourcesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    name\n    y\n  }\n  leadsStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    type\n    total\n  }\n  wantedStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    type\n    total\n  }\n  signedStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    type\n    total\n  }\n  intakeAgents: agentStats(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    userId\n    agent\n    totalLeads\n    wanted\n    wantedSigned\n    conversionRate\n  }\n  allAgents: agentStats(startDate: $startDate, endDate: $endDate, showAll: true, organizationId: $organizationId) {\n    userId\n    agent\n    totalLeads\n    wanted\n    wantedSigned\n    conversionRate\n  }\n}\n"
  }
};
})();

(node as any).hash = "78c52b7a4d022c6e4f4abcc1ba7dc61e";

export default node;
