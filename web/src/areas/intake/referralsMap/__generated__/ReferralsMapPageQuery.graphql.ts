/**
 * @generated SignedSource<<8c8cd89c71fef6bd1bb489fb2ffde78a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReferralsMapPageQuery$variables = {
  acceptsHealthInsurance?: boolean | null | undefined;
  acceptsLien?: boolean | null | undefined;
  levels?: ReadonlyArray<number> | null | undefined;
};
export type ReferralsMapPageQuery$data = {
  readonly referralMap: {
    readonly centres: ReadonlyArray<{
      readonly lat: number;
      readonly lng: number;
      readonly name: string;
    }>;
    readonly heightPx: number;
    readonly legend: ReadonlyArray<{
      readonly colour: string;
      readonly colourName: string;
      readonly count: number;
      readonly label: string;
      readonly level: number | null | undefined;
    }>;
    readonly markers: ReadonlyArray<{
      readonly acceptsHealthInsurance: boolean;
      readonly acceptsLien: boolean;
      readonly address: string | null | undefined;
      readonly city: string | null | undefined;
      readonly colour: string;
      readonly colourName: string;
      readonly contactId: number;
      readonly contactType: string;
      readonly inboundReferrals: number;
      readonly lat: number;
      readonly lng: number;
      readonly name: string;
      readonly outboundReferrals: number;
      readonly phone: string | null | undefined;
      readonly priorityLabel: string;
      readonly saUrl: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zip: string | null | undefined;
    }>;
    readonly tileAttribution: string;
    readonly tileUrl: string;
    readonly unlocated: number;
    readonly zoom: number;
  };
};
export type ReferralsMapPageQuery = {
  response: ReferralsMapPageQuery$data;
  variables: ReferralsMapPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "acceptsHealthInsurance"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "acceptsLien"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "levels"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lng",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colour",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colourName",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "acceptsHealthInsurance",
        "variableName": "acceptsHealthInsurance"
      },
      {
        "kind": "Variable",
        "name": "acceptsLien",
        "variableName": "acceptsLien"
      },
      {
        "kind": "Variable",
        "name": "levels",
        "variableName": "levels"
      }
    ],
    "concreteType": "ReferralMap",
    "kind": "LinkedField",
    "name": "referralMap",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MapMarker",
        "kind": "LinkedField",
        "name": "markers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saUrl",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priorityLabel",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptsLien",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptsHealthInsurance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inboundReferrals",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outboundReferrals",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MapLegendEntry",
        "kind": "LinkedField",
        "name": "legend",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MapCentre",
        "kind": "LinkedField",
        "name": "centres",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "zoom",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "heightPx",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tileUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tileAttribution",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unlocated",
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
    "name": "ReferralsMapPageQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReferralsMapPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "79b8b3e17cd479de11f9c822008173ab",
    "id": null,
    "metadata": {},
    "name": "ReferralsMapPageQuery",
    "operationKind": "query",
    "text": "query ReferralsMapPageQuery(\n  $levels: [Int!]\n  $acceptsLien: Boolean\n  $acceptsHealthInsurance: Boolean\n) {\n  referralMap(levels: $levels, acceptsLien: $acceptsLien, acceptsHealthInsurance: $acceptsHealthInsurance) {\n    markers {\n      contactId\n      name\n      contactType\n      address\n      city\n      state\n      zip\n      phone\n      saUrl\n      lat\n      lng\n      priorityLabel\n      colour\n      colourName\n      acceptsLien\n      acceptsHealthInsurance\n      inboundReferrals\n      outboundReferrals\n    }\n    legend {\n      level\n      label\n      colour\n      colourName\n      count\n    }\n    centres {\n      name\n      lat\n      lng\n    }\n    zoom\n    heightPx\n    tileUrl\n    tileAttribution\n    unlocated\n  }\n}\n"
  }
};
})();

(node as any).hash = "517c87ef6f1b34398c4533b8559e2797";

export default node;
