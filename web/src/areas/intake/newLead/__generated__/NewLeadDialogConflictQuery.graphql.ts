/**
 * @generated SignedSource<<83ac8f428323710c84fc292b8708ee50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewLeadDialogConflictQuery$variables = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
};
export type NewLeadDialogConflictQuery$data = {
  readonly conflictCheck: ReadonlyArray<{
    readonly caseId: number;
    readonly caseNumber: string | null | undefined;
    readonly closingDate: string | null | undefined;
    readonly contactId: number | null | undefined;
    readonly contactRole: string;
    readonly firstName: string;
    readonly incidentDate: string | null | undefined;
    readonly lastName: string;
    readonly openingDate: string | null | undefined;
    readonly phoneNumber: string | null | undefined;
    readonly status: string | null | undefined;
  }>;
};
export type NewLeadDialogConflictQuery = {
  response: NewLeadDialogConflictQuery$data;
  variables: NewLeadDialogConflictQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "firstName"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lastName"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "phone"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "firstName",
        "variableName": "firstName"
      },
      {
        "kind": "Variable",
        "name": "lastName",
        "variableName": "lastName"
      },
      {
        "kind": "Variable",
        "name": "phone",
        "variableName": "phone"
      }
    ],
    "concreteType": "ConflictResult",
    "kind": "LinkedField",
    "name": "conflictCheck",
    "plural": true,
    "selections": [
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
        "name": "caseNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phoneNumber",
        "storageKey": null
      },
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
        "name": "contactRole",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "incidentDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openingDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closingDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "NewLeadDialogConflictQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewLeadDialogConflictQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e97838c4bbb9f8463e60b3f0f965f204",
    "id": null,
    "metadata": {},
    "name": "NewLeadDialogConflictQuery",
    "operationKind": "query",
    "text": "query NewLeadDialogConflictQuery(\n  $firstName: String\n  $lastName: String\n  $phone: String\n) {\n  conflictCheck(firstName: $firstName, lastName: $lastName, phone: $phone) {\n    caseId\n    caseNumber\n    firstName\n    lastName\n    phoneNumber\n    contactId\n    contactRole\n    incidentDate\n    openingDate\n    closingDate\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "337fcfa39a68c86df958d5e0d1d7a367";

export default node;
