/**
 * @generated SignedSource<<757d110d0334e86303c9042b72b9ae56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetGoalsInput = {
  effectiveFrom: string;
  expectedVersion?: number | null | undefined;
  litigationAttorneys?: ReadonlyArray<string> | null | undefined;
  organizationId?: number | null | undefined;
  values: ReadonlyArray<GoalValueInput>;
};
export type GoalValueInput = {
  key: string;
  value: string;
};
export type SetGoalsMutation$variables = {
  input: SetGoalsInput;
};
export type SetGoalsMutation$data = {
  readonly setGoals: {
    readonly effectiveFrom: string | null | undefined;
    readonly version: number;
  };
};
export type SetGoalsMutation = {
  response: SetGoalsMutation$data;
  variables: SetGoalsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FirmGoals",
    "kind": "LinkedField",
    "name": "setGoals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "effectiveFrom",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
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
    "name": "SetGoalsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetGoalsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "389db68c7cafe6e6b093cdf36e99dfab",
    "id": null,
    "metadata": {},
    "name": "SetGoalsMutation",
    "operationKind": "mutation",
    "text": "mutation SetGoalsMutation(\n  $input: SetGoalsInput!\n) {\n  setGoals(input: $input) {\n    effectiveFrom\n    version\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2496775a4f3795f5da869f9e06844e0";

export default node;
