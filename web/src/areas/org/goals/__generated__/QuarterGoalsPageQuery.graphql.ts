/**
 * @generated SignedSource<<58d0acad4e79146ead2615bd4d23777d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type QuarterGoalsPageQuery$variables = Record<PropertyKey, never>;
export type QuarterGoalsPageQuery$data = {
  readonly quarterGoals: {
    readonly demands: {
      readonly actual: number;
      readonly goal: number;
      readonly label: string;
    };
    readonly endDate: string;
    readonly settlements: {
      readonly actual: number;
      readonly goal: number;
      readonly label: string;
    };
    readonly startDate: string;
  };
};
export type QuarterGoalsPageQuery = {
  response: QuarterGoalsPageQuery$data;
  variables: QuarterGoalsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "actual",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "goal",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QuarterGoals",
    "kind": "LinkedField",
    "name": "quarterGoals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "startDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GoalProgress",
        "kind": "LinkedField",
        "name": "demands",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GoalProgress",
        "kind": "LinkedField",
        "name": "settlements",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuarterGoalsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuarterGoalsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "27ab9650a7447e887d4aa3eac7c58b07",
    "id": null,
    "metadata": {},
    "name": "QuarterGoalsPageQuery",
    "operationKind": "query",
    "text": "query QuarterGoalsPageQuery {\n  quarterGoals {\n    startDate\n    endDate\n    demands {\n      label\n      actual\n      goal\n    }\n    settlements {\n      label\n      actual\n      goal\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "00bd3a2bb5d5d22d8684cb42019e0f22";

export default node;
