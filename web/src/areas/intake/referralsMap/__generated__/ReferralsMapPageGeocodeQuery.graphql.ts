/**
 * @generated SignedSource<<b9abdd212e95ff6548889df074867d4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReferralsMapPageGeocodeQuery$variables = {
  address: string;
};
export type ReferralsMapPageGeocodeQuery$data = {
  readonly geocodeAddress: {
    readonly lat: number;
    readonly lng: number;
  };
};
export type ReferralsMapPageGeocodeQuery = {
  response: ReferralsMapPageGeocodeQuery$data;
  variables: ReferralsMapPageGeocodeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      }
    ],
    "concreteType": "GeocodedPlace",
    "kind": "LinkedField",
    "name": "geocodeAddress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lat",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lng",
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
    "name": "ReferralsMapPageGeocodeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReferralsMapPageGeocodeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9c2130872bc4afe45f2bf05b5330a489",
    "id": null,
    "metadata": {},
    "name": "ReferralsMapPageGeocodeQuery",
    "operationKind": "query",
    "text": "query ReferralsMapPageGeocodeQuery(\n  $address: String!\n) {\n  geocodeAddress(address: $address) {\n    lat\n    lng\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ff0bdbe4b41b44b75d0ce6921101c6a";

export default node;
