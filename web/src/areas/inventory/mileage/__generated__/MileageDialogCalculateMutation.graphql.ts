/**
 * @generated SignedSource<<04edbe46d27b3ff97a76f6bf424c7883>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProviderAddressInput = {
  address: string;
  provider_name: string;
  visits: number;
};
export type MileageDialogCalculateMutation$variables = {
  client: string;
  providers: ReadonlyArray<ProviderAddressInput>;
  rate?: string | null | undefined;
};
export type MileageDialogCalculateMutation$data = {
  readonly calculate_mileage_reimbursement: ReadonlyArray<{
    readonly error: string | null | undefined;
    readonly estimate: boolean;
    readonly patient_address: string;
    readonly provider_address: string;
    readonly provider_name: string;
    readonly rate: number;
    readonly reimbursement: number;
    readonly round_trip_miles: number;
    readonly visits: number;
  }>;
};
export type MileageDialogCalculateMutation = {
  response: MileageDialogCalculateMutation$data;
  variables: MileageDialogCalculateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "client"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "providers"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rate"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "client_address",
        "variableName": "client"
      },
      {
        "kind": "Variable",
        "name": "provider_addresses",
        "variableName": "providers"
      },
      {
        "kind": "Variable",
        "name": "rate",
        "variableName": "rate"
      }
    ],
    "concreteType": "MileageResult",
    "kind": "LinkedField",
    "name": "calculate_mileage_reimbursement",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider_address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "patient_address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reimbursement",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "round_trip_miles",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "visits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "estimate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rate",
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
    "name": "MileageDialogCalculateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MileageDialogCalculateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c45107dcf42e2fdd68281d8617d1052a",
    "id": null,
    "metadata": {},
    "name": "MileageDialogCalculateMutation",
    "operationKind": "mutation",
    "text": "mutation MileageDialogCalculateMutation(\n  $client: String!\n  $providers: [ProviderAddressInput!]!\n  $rate: String\n) {\n  calculate_mileage_reimbursement(client_address: $client, provider_addresses: $providers, rate: $rate) {\n    provider_name\n    provider_address\n    patient_address\n    reimbursement\n    round_trip_miles\n    visits\n    error\n    estimate\n    rate\n  }\n}\n"
  }
};
})();

(node as any).hash = "90a18451bce0ddbc72c671706b31f924";

export default node;
