/**
 * @generated SignedSource<<44f7de1db261a703d31d13eda02f1012>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CaseFinderQuery$variables = {
  name: string;
};
export type CaseFinderQuery$data = {
  readonly casesByClientName: ReadonlyArray<{
    readonly caseId: number;
    readonly clientName: string;
    readonly id: string;
    readonly office: string | null | undefined;
    readonly status: string | null | undefined;
  }>;
};
export type CaseFinderQuery = {
  response: CaseFinderQuery$data;
  variables: CaseFinderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "Case",
    "kind": "LinkedField",
    "name": "casesByClientName",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "office",
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
    "name": "CaseFinderQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CaseFinderQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "99c2902791fb89a707595d714332deb7",
    "id": null,
    "metadata": {},
    "name": "CaseFinderQuery",
    "operationKind": "query",
    "text": "query CaseFinderQuery(\n  $name: String!\n) {\n  casesByClientName(name: $name) {\n    id\n    caseId\n    clientName\n    status\n    office\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a711bb1a989a9ef9c356ba988edcf32";

export default node;
