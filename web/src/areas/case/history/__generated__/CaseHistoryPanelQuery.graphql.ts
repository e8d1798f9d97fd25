/**
 * @generated SignedSource<<0a2e99050c09f23ff2d136a1963c3e83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CaseHistoryPanelQuery$variables = {
  caseId: number;
};
export type CaseHistoryPanelQuery$data = {
  readonly caseHistory: ReadonlyArray<{
    readonly actedAs: {
      readonly name: string;
      readonly userId: number;
    } | null | undefined;
    readonly actor: {
      readonly name: string;
      readonly userId: number;
    } | null | undefined;
    readonly eventType: string;
    readonly position: number;
    readonly recordedAt: string;
    readonly source: string;
    readonly summary: string;
    readonly version: number;
  }>;
};
export type CaseHistoryPanelQuery = {
  response: CaseHistoryPanelQuery$data;
  variables: CaseHistoryPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  }
],
v1 = [
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
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      }
    ],
    "concreteType": "CaseHistoryEntry",
    "kind": "LinkedField",
    "name": "caseHistory",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "position",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recordedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventType",
        "storageKey": null
      },
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
        "name": "summary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "HistoryActor",
        "kind": "LinkedField",
        "name": "actor",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "HistoryActor",
        "kind": "LinkedField",
        "name": "actedAs",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseHistoryPanelQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CaseHistoryPanelQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "963f3ac1f9b29710f48a3f9cfa7c013c",
    "id": null,
    "metadata": {},
    "name": "CaseHistoryPanelQuery",
    "operationKind": "query",
    "text": "query CaseHistoryPanelQuery(\n  $caseId: Int!\n) {\n  caseHistory(caseId: $caseId) {\n    position\n    version\n    recordedAt\n    eventType\n    source\n    summary\n    actor {\n      userId\n      name\n    }\n    actedAs {\n      userId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ed920d6f16a8a0b77bae2a7c52edd85";

export default node;
