/**
 * @generated SignedSource<<28fa13b80b2c32dfd3429dc2e91fcd2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NegotiationPageQuery$variables = {
  userId: number;
};
export type NegotiationPageQuery$data = {
  readonly stagePalette: ReadonlyArray<{
    readonly hex: string;
    readonly name: string;
  }>;
  readonly userNegotiationCases: ReadonlyArray<{
    readonly caseId: number;
    readonly clientName: string;
    readonly data: {
      readonly color: string | null | undefined;
      readonly id: string;
      readonly note: string | null | undefined;
      readonly noteUpdatedAt: string | null | undefined;
    };
    readonly dateOfLastFileReview: string | null | undefined;
    readonly daysInStatus: number | null | undefined;
    readonly id: string;
    readonly lastDemandCents: number | null | undefined;
    readonly lastFileReviewNote: string | null | undefined;
    readonly lastNegotiationComments: string | null | undefined;
    readonly lastNegotiationDate: string | null | undefined;
    readonly lastOfferCents: number | null | undefined;
    readonly paralegal: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};
export type NegotiationPageQuery = {
  response: NegotiationPageQuery$data;
  variables: NegotiationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "userId",
      "variableName": "userId"
    }
  ],
  "concreteType": "NegotiationRow",
  "kind": "LinkedField",
  "name": "userNegotiationCases",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
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
      "name": "paralegal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysInStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLastFileReview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastFileReviewNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastDemandCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastOfferCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastNegotiationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastNegotiationComments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseData",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noteUpdatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "PaletteColor",
  "kind": "LinkedField",
  "name": "stagePalette",
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
      "name": "hex",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NegotiationPageQuery",
    "selections": [
      (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NegotiationPageQuery",
    "selections": [
      (v2/*:: as any*/),
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
    "cacheID": "5d8af540f7eff19b234d9401c370bbdb",
    "id": null,
    "metadata": {},
    "name": "NegotiationPageQuery",
    "operationKind": "query",
    "text": "query NegotiationPageQuery(\n  $userId: Int!\n) {\n  userNegotiationCases(userId: $userId) {\n    id\n    caseId\n    clientName\n    paralegal\n    daysInStatus\n    dateOfLastFileReview\n    lastFileReviewNote\n    lastDemandCents\n    lastOfferCents\n    lastNegotiationDate\n    lastNegotiationComments\n    data {\n      id\n      note\n      noteUpdatedAt\n      color\n    }\n  }\n  stagePalette {\n    name\n    hex\n  }\n  ...CaseSystemLink_query\n}\n\nfragment CaseSystemLink_query on Query {\n  connectorConfig {\n    caseUrlTemplate\n  }\n}\n"
  }
};
})();

(node as any).hash = "6d04de9c258cdef7d1074fa92d2a6ca0";

export default node;
