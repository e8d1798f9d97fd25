/**
 * @generated SignedSource<<23af3dd5b46e8b50801cd9270484295f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicalTasksPageQuery$variables = Record<PropertyKey, never>;
export type MedicalTasksPageQuery$data = {
  readonly medicalRequestTasks: {
    readonly requests: ReadonlyArray<{
      readonly caseId: number;
      readonly clientName: string;
      readonly comments: string | null | undefined;
      readonly fromDate: string | null | undefined;
      readonly id: string;
      readonly medicalProvider: string | null | undefined;
      readonly requestDate: string | null | undefined;
      readonly requestId: number;
      readonly requestorUser: string | null | undefined;
      readonly status: string;
      readonly toDate: string | null | undefined;
    }>;
    readonly statuses: ReadonlyArray<string>;
    readonly tasks: ReadonlyArray<{
      readonly caseId: number;
      readonly category: string | null | undefined;
      readonly clientName: string;
      readonly description: string | null | undefined;
      readonly dueDate: string | null | undefined;
      readonly requestorUser: string | null | undefined;
      readonly summary: string;
      readonly taskId: number;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type MedicalTasksPageQuery = {
  response: MedicalTasksPageQuery$data;
  variables: MedicalTasksPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requestorUser",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MedicalRequestTasks",
  "kind": "LinkedField",
  "name": "medicalRequestTasks",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statuses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RequestRow",
      "kind": "LinkedField",
      "name": "requests",
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
          "name": "requestId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
          "name": "medicalProvider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toDate",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryTask",
      "kind": "LinkedField",
      "name": "tasks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taskId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
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
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MedicalTasksPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CaseSystemLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MedicalTasksPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "53dc7c1f55286ced1970d691eb4ed8f4",
    "id": null,
    "metadata": {},
    "name": "MedicalTasksPageQuery",
    "operationKind": "query",
    "text": "query MedicalTasksPageQuery {\n  medicalRequestTasks {\n    statuses\n    requests {\n      id\n      requestId\n      caseId\n      clientName\n      requestorUser\n      status\n      medicalProvider\n      requestDate\n      fromDate\n      toDate\n      comments\n    }\n    tasks {\n      taskId\n      caseId\n      clientName\n      category\n      summary\n      description\n      dueDate\n      requestorUser\n    }\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "118f9114d921938a08bc319c94b8d3c6";

export default node;
