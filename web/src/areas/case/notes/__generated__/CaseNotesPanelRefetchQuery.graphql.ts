/**
 * @generated SignedSource<<fac5f6a28d339f170f25340281719fe3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseNotesPanelRefetchQuery$variables = {
  caseId: number;
  search?: string | null | undefined;
};
export type CaseNotesPanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CaseNotesPanel_query">;
};
export type CaseNotesPanelRefetchQuery = {
  response: CaseNotesPanelRefetchQuery$data;
  variables: CaseNotesPanelRefetchQuery$variables;
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
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "caseId",
  "variableName": "caseId"
},
v2 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseNotesPanelRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "CaseNotesPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CaseNotesPanelRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/)
        ],
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "case",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order",
                "value": "NEWEST_FIRST"
              },
              (v2/*:: as any*/)
            ],
            "concreteType": "Note",
            "kind": "LinkedField",
            "name": "notes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "plainText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creatorName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2a819f66cc04709d799395d361b1503c",
    "id": null,
    "metadata": {},
    "name": "CaseNotesPanelRefetchQuery",
    "operationKind": "query",
    "text": "query CaseNotesPanelRefetchQuery(\n  $caseId: Int!\n  $search: String = null\n) {\n  ...CaseNotesPanel_query_qkzRk\n}\n\nfragment CaseNoteList_notes on Note {\n  id\n  plainText\n  createdAt\n  creatorName\n}\n\nfragment CaseNotesPanel_query_qkzRk on Query {\n  case(caseId: $caseId) {\n    id\n    notes(order: NEWEST_FIRST, search: $search) {\n      ...CaseNoteList_notes\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0fef7e31c4dc56032f78d7779ec2d1e0";

export default node;
