/**
 * @generated SignedSource<<b22dbe6af617cfb307abc1c75e85b794>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReferralsPageContactTypesQuery$variables = Record<PropertyKey, never>;
export type ReferralsPageContactTypesQuery$data = {
  readonly contactTypes: ReadonlyArray<{
    readonly contactTypeId: number;
    readonly name: string;
  }>;
};
export type ReferralsPageContactTypesQuery = {
  response: ReferralsPageContactTypesQuery$data;
  variables: ReferralsPageContactTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactTypeId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferralsPageContactTypesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactType",
        "kind": "LinkedField",
        "name": "contactTypes",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReferralsPageContactTypesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactType",
        "kind": "LinkedField",
        "name": "contactTypes",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2371177dc737a9693f9a1ad3a8a34f75",
    "id": null,
    "metadata": {},
    "name": "ReferralsPageContactTypesQuery",
    "operationKind": "query",
    "text": "query ReferralsPageContactTypesQuery {\n  contactTypes {\n    contactTypeId\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "71fbb12c47601178033afca1d08c50a9";

export default node;
