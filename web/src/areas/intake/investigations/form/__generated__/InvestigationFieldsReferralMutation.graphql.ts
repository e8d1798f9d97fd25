/**
 * @generated SignedSource<<17c6a88715167280c37114a9acea8167>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvestigationFieldsReferralMutation$variables = {
  caseId: number;
  comments?: string | null | undefined;
  contactId: number;
};
export type InvestigationFieldsReferralMutation$data = {
  readonly upsertSaPaidAdvertising: {
    readonly id: string;
    readonly referralSource: string | null | undefined;
  };
};
export type InvestigationFieldsReferralMutation = {
  response: InvestigationFieldsReferralMutation$data;
  variables: InvestigationFieldsReferralMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "caseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comments"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contactId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "caseId",
            "variableName": "caseId"
          },
          {
            "kind": "Variable",
            "name": "comments",
            "variableName": "comments"
          },
          {
            "kind": "Variable",
            "name": "contactId",
            "variableName": "contactId"
          }
        ],
        "kind": "ObjectValue",
        "name": "advertisingSource"
      }
    ],
    "concreteType": "Case",
    "kind": "LinkedField",
    "name": "upsertSaPaidAdvertising",
    "plural": false,
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
        "name": "referralSource",
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
    "name": "InvestigationFieldsReferralMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InvestigationFieldsReferralMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "6ccab5268e51ebe801f72c7b1ef3fa3d",
    "id": null,
    "metadata": {},
    "name": "InvestigationFieldsReferralMutation",
    "operationKind": "mutation",
    "text": "mutation InvestigationFieldsReferralMutation(\n  $caseId: Int!\n  $contactId: Int!\n  $comments: String\n) {\n  upsertSaPaidAdvertising(advertisingSource: {caseId: $caseId, contactId: $contactId, comments: $comments}) {\n    id\n    referralSource\n  }\n}\n"
  }
};
})();

(node as any).hash = "f16837c0cef90a23dc216ad461a63ef1";

export default node;
