/**
 * @generated SignedSource<<ab29ab1fe62d72d6b5aa941818202ecb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CalendarEventInput = {
  caseId?: number | null | undefined;
  color: string;
  date: string;
  details?: string | null | undefined;
  end: string;
  investigatorId?: number | null | undefined;
  location?: string | null | undefined;
  name: string;
  officeId?: number | null | undefined;
  start: string;
  type: string;
};
export type AddCalendarEventMutation$variables = {
  event: CalendarEventInput;
};
export type AddCalendarEventMutation$data = {
  readonly addCalendarEvent: {
    readonly eventId: number;
    readonly id: string;
  };
};
export type AddCalendarEventMutation = {
  response: AddCalendarEventMutation$data;
  variables: AddCalendarEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "event"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "event",
        "variableName": "event"
      }
    ],
    "concreteType": "CalendarEvent",
    "kind": "LinkedField",
    "name": "addCalendarEvent",
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
        "name": "eventId",
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
    "name": "AddCalendarEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddCalendarEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0e4a6d0897f5d3b18ce6121e5807351a",
    "id": null,
    "metadata": {},
    "name": "AddCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation AddCalendarEventMutation(\n  $event: CalendarEventInput!\n) {\n  addCalendarEvent(event: $event) {\n    id\n    eventId\n  }\n}\n"
  }
};
})();

(node as any).hash = "61808a005b71d06d1b4ab1e027d1b700";

export default node;
