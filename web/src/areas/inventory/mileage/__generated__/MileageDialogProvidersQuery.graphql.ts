/**
 * @generated SignedSource<<6c9ee36970f54aa47a84233be9ee6001>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MileageDialogProvidersQuery$variables = {
  caseId: number;
};
export type MileageDialogProvidersQuery$data = {
  readonly case_medical_providers_and_alt_addresses: ReadonlyArray<{
    readonly address_choices: ReadonlyArray<string>;
    readonly provider_id: number;
    readonly provider_name: string;
    readonly visits: number;
  }>;
};
export type MileageDialogProvidersQuery = {
  response: MileageDialogProvidersQuery$data;
  variables: MileageDialogProvidersQuery$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      }
    ],
    "concreteType": "MileageProvider",
    "kind": "LinkedField",
    "name": "case_medical_providers_and_alt_addresses",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider_id",
        "storageKey": null
      },
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
        "name": "visits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address_choices",
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
    "name": "MileageDialogProvidersQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MileageDialogProvidersQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac64967108a5e40a03c6af00a5aa9277",
    "id": null,
    "metadata": {},
    "name": "MileageDialogProvidersQuery",
    "operationKind": "query",
    "text": "query MileageDialogProvidersQuery(\n  $caseId: Int!\n) {\n  case_medical_providers_and_alt_addresses(caseId: $caseId) {\n    provider_id\n    provider_name\n    visits\n    address_choices\n  }\n}\n"
  }
};
})();

(node as any).hash = "26336ad09dc0318f8e8abca794a6ad21";

export default node;
