/**
 * @generated SignedSource<<0777a82bc57b02c90ccf893afc8d6600>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewLeadInput = {
  advertisingSource?: number | null | undefined;
  caseState?: number | null | undefined;
  contactId?: number | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: number | null | undefined;
  handledByBackup?: string | null | undefined;
  highPriority?: boolean | null | undefined;
  incidentDate?: string | null | undefined;
  incidentDetails?: string | null | undefined;
  initialNote?: string | null | undefined;
  injurySummary?: string | null | undefined;
  intakeRank?: number | null | undefined;
  language?: string | null | undefined;
  lastName?: string | null | undefined;
  leadType?: string | null | undefined;
  office?: number | null | undefined;
  phoneNumber?: string | null | undefined;
  referralOpportunity?: string | null | undefined;
  subType?: number | null | undefined;
  type?: number | null | undefined;
  wantedDate?: string | null | undefined;
};
export type InsertNewLeadMutation$variables = {
  newLead: NewLeadInput;
};
export type InsertNewLeadMutation$data = {
  readonly insertNewLead: {
    readonly caseId: number;
  };
};
export type InsertNewLeadMutation = {
  response: InsertNewLeadMutation$data;
  variables: InsertNewLeadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newLead"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "newLead",
        "variableName": "newLead"
      }
    ],
    "concreteType": "NewLeadPayload",
    "kind": "LinkedField",
    "name": "insertNewLead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caseId",
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
    "name": "InsertNewLeadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InsertNewLeadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c8398a3f7d5538bf37c4fbfa4b2429ec",
    "id": null,
    "metadata": {},
    "name": "InsertNewLeadMutation",
    "operationKind": "mutation",
    "text": "mutation InsertNewLeadMutation(\n  $newLead: NewLeadInput!\n) {\n  insertNewLead(newLead: $newLead) {\n    caseId\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e2b1067e081f46fd62068f57045fb86";

export default node;
