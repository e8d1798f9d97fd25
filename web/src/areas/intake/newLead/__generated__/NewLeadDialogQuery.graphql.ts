/**
 * @generated SignedSource<<dc572296ef425c3d7b7124ce07681ac6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewLeadDialogQuery$variables = Record<PropertyKey, never>;
export type NewLeadDialogQuery$data = {
  readonly advertisingSources: ReadonlyArray<{
    readonly contact: string;
    readonly contactId: number;
  }>;
  readonly caseOffices: ReadonlyArray<{
    readonly office: string;
    readonly officeId: number;
  }>;
  readonly caseStates: ReadonlyArray<{
    readonly state: string;
    readonly stateId: number;
  }>;
  readonly caseTypes: ReadonlyArray<{
    readonly type: string;
    readonly typeId: number;
  }>;
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
  readonly intakeRanks: ReadonlyArray<{
    readonly rank: string;
    readonly rankId: number;
  }>;
};
export type NewLeadDialogQuery = {
  response: NewLeadDialogQuery$data;
  variables: NewLeadDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CaseTypeOption",
    "kind": "LinkedField",
    "name": "caseTypes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "StateOption",
    "kind": "LinkedField",
    "name": "caseStates",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "office",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AdvertisingSourceOption",
    "kind": "LinkedField",
    "name": "advertisingSources",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contact",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "RankOption",
    "kind": "LinkedField",
    "name": "intakeRanks",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rankId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rank",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewLeadDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewLeadDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d79f2206a95d8dd62075efb4030b600b",
    "id": null,
    "metadata": {},
    "name": "NewLeadDialogQuery",
    "operationKind": "query",
    "text": "query NewLeadDialogQuery {\n  caseTypes {\n    typeId\n    type\n  }\n  caseStates {\n    stateId\n    state\n  }\n  caseOffices {\n    officeId\n    office\n  }\n  advertisingSources {\n    contactId\n    contact\n  }\n  intakeRanks {\n    rankId\n    rank\n  }\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "6da5ee4b2951b53e7a07f0a94e62c2b1";

export default node;
