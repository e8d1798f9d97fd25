/**
 * @generated SignedSource<<e14650ef8324bac533cf95599eefc4cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GoalSettingsPageQuery$variables = {
  orgId: number;
};
export type GoalSettingsPageQuery$data = {
  readonly goals: {
    readonly asOf: string;
    readonly changes: ReadonlyArray<{
      readonly changed: ReadonlyArray<string>;
      readonly effectiveFrom: string;
      readonly setAt: string | null | undefined;
      readonly setBy: string | null | undefined;
    }>;
    readonly effectiveDates: ReadonlyArray<string>;
    readonly effectiveFrom: string | null | undefined;
    readonly entries: ReadonlyArray<{
      readonly key: string;
      readonly kind: string;
      readonly label: string;
      readonly section: string;
      readonly text: string;
    }>;
    readonly litigationAttorneys: ReadonlyArray<string>;
    readonly version: number;
  };
};
export type GoalSettingsPageQuery = {
  response: GoalSettingsPageQuery$data;
  variables: GoalSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "effectiveFrom",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "organizationId",
        "variableName": "orgId"
      }
    ],
    "concreteType": "FirmGoals",
    "kind": "LinkedField",
    "name": "goals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "asOf",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "litigationAttorneys",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "effectiveDates",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GoalEntry",
        "kind": "LinkedField",
        "name": "entries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "section",
            "storageKey": null
          },
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GoalChange",
        "kind": "LinkedField",
        "name": "changes",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "setAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "setBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changed",
            "storageKey": null
          }
        ],
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
    "name": "GoalSettingsPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GoalSettingsPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3b9d51bee68a7e5a6de393b5f86374db",
    "id": null,
    "metadata": {},
    "name": "GoalSettingsPageQuery",
    "operationKind": "query",
    "text": "query GoalSettingsPageQuery(\n  $orgId: Int!\n) {\n  goals(organizationId: $orgId) {\n    asOf\n    effectiveFrom\n    version\n    litigationAttorneys\n    effectiveDates\n    entries {\n      key\n      section\n      label\n      kind\n      text\n    }\n    changes {\n      effectiveFrom\n      setAt\n      setBy\n      changed\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "07842774f07b779df9e50b0a3e707a14";

export default node;
