/**
 * @generated SignedSource<<b817b1f92d8da33a2b40edfeb180facc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MedicalTasksPageSetStatusMutation$variables = {
  caseId: number;
  requestId: number;
  status: string;
};
export type MedicalTasksPageSetStatusMutation$data = {
  readonly setMedicalRequestStatus: {
    readonly comments: string | null | undefined;
    readonly id: string;
    readonly status: string;
  };
};
export type MedicalTasksPageSetStatusMutation = {
  response: MedicalTasksPageSetStatusMutation$data;
  variables: MedicalTasksPageSetStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "requestId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Variable",
        "name": "requestId",
        "variableName": "requestId"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "RequestRow",
    "kind": "LinkedField",
    "name": "setMedicalRequestStatus",
    "plural": false,
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "comments",
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
    "name": "MedicalTasksPageSetStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MedicalTasksPageSetStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a9cc955fefb03fe883e26feb7a4d8517",
    "id": null,
    "metadata": {},
    "name": "MedicalTasksPageSetStatusMutation",
    "operationKind": "mutation",
    "text": "mutation MedicalTasksPageSetStatusMutation(\n  $caseId: Int!\n  $requestId: Int!\n  $status: String!\n) {\n  setMedicalRequestStatus(caseId: $caseId, requestId: $requestId, status: $status) {\n    id\n    status\n    comments\n  }\n}\n"
  }
};
})();

(node as any).hash = "8fb8a7b053cd49661429a68d2f31f08e";

export default node;
