/**
 * @generated SignedSource<<aac2a07bcaccf965849523bf2fe33b66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarketingPageQuery$variables = {
  endDate: string;
  organizationId?: number | null | undefined;
  startDate: string;
};
export type MarketingPageQuery$data = {
  readonly callrailCallsByDay: ReadonlyArray<{
    readonly date: string;
    readonly totalCalls: number;
  }>;
  readonly callrailCallsBySource: ReadonlyArray<{
    readonly key: string;
    readonly totalCalls: number;
  }>;
  readonly mostRecentPageSpeed: ReadonlyArray<{
    readonly desktopColor: string;
    readonly desktopScore: number;
    readonly measuredAt: string | null | undefined;
    readonly mobileColor: string;
    readonly mobileScore: number;
    readonly url: string;
  }>;
};
export type MarketingPageQuery = {
  response: MarketingPageQuery$data;
  variables: MarketingPageQuery$variables;
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
  "name": "organizationId",
  "variableName": "organizationId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  (v3/*:: as any*/),
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
  "name": "totalCalls",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": (v4/*:: as any*/),
    "concreteType": "CallsByDay",
    "kind": "LinkedField",
    "name": "callrailCallsByDay",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v4/*:: as any*/),
    "concreteType": "CallsBySource",
    "kind": "LinkedField",
    "name": "callrailCallsBySource",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      (v3/*:: as any*/)
    ],
    "concreteType": "PageSpeedResult",
    "kind": "LinkedField",
    "name": "mostRecentPageSpeed",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mobileScore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "desktopScore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mobileColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "desktopColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "measuredAt",
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
    "name": "MarketingPageQuery",
    "selections": (v6/*:: as any*/),
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
    "name": "MarketingPageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "a81e13995e184718318f0bc5e0b01e13",
    "id": null,
    "metadata": {},
    "name": "MarketingPageQuery",
    "operationKind": "query",
    "text": "query MarketingPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $organizationId: Int\n) {\n  callrailCallsByDay(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    date\n    totalCalls\n  }\n  callrailCallsBySource(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {\n    key\n    totalCalls\n  }\n  mostRecentPageSpeed(organizationId: $organizationId) {\n    url\n    mobileScore\n    desktopScore\n    mobileColor\n    desktopColor\n    measuredAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "60571a420f69dd803d58bceaa3d542d0";

export default node;
