/**
 * @generated SignedSource<<c38047fed32283bf4fa7c491bfbc5751>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarketingPageQuery$variables = {
  endDate: string;
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
  "name": "startDate"
},
v2 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCalls",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": (v2/*:: as any*/),
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
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v2/*:: as any*/),
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
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketingPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MarketingPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "362a897aa28249e47d5be6f9e17453df",
    "id": null,
    "metadata": {},
    "name": "MarketingPageQuery",
    "operationKind": "query",
    "text": "query MarketingPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n) {\n  callrailCallsByDay(startDate: $startDate, endDate: $endDate) {\n    date\n    totalCalls\n  }\n  callrailCallsBySource(startDate: $startDate, endDate: $endDate) {\n    key\n    totalCalls\n  }\n  mostRecentPageSpeed {\n    url\n    mobileScore\n    desktopScore\n    mobileColor\n    desktopColor\n    measuredAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f954750f025a274649a797522cae927";

export default node;
