/**
 * @generated SignedSource<<e5428f4f1a37b55c6cb4ad9c2435ea77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MileageDialogClientQuery$variables = {
  caseId: number;
};
export type MileageDialogClientQuery$data = {
  readonly client_addresses: ReadonlyArray<{
    readonly address_choices: ReadonlyArray<string>;
    readonly client_name: string;
  }>;
};
export type MileageDialogClientQuery = {
  response: MileageDialogClientQuery$data;
  variables: MileageDialogClientQuery$variables;
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
    "concreteType": "ClientAddress",
    "kind": "LinkedField",
    "name": "client_addresses",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "client_name",
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
    "name": "MileageDialogClientQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MileageDialogClientQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cdafc7425c995328bd443463936b5413",
    "id": null,
    "metadata": {},
    "name": "MileageDialogClientQuery",
    "operationKind": "query",
    "text": "query MileageDialogClientQuery(\n  $caseId: Int!\n) {\n  client_addresses(caseId: $caseId) {\n    client_name\n    address_choices\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f47cca338fece6db1fd101e217f4951";

export default node;
