/**
 * @generated SignedSource<<00cb8e7dfd980364bc369092c5872fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RotationPageQuery$variables = {
  organizationId?: number | null | undefined;
};
export type RotationPageQuery$data = {
  readonly intakeRotation: ReadonlyArray<{
    readonly departmentId: number;
    readonly id: string;
    readonly name: string;
    readonly staff: ReadonlyArray<{
      readonly activeAutoCases: number;
      readonly capacity: number;
      readonly id: string;
      readonly name: string;
      readonly newCasesInPastWeek: number;
      readonly nextInLine: boolean;
      readonly overridden: boolean;
      readonly percentFull: number;
      readonly score: number;
      readonly staffCode: string | null | undefined;
      readonly userId: number;
    }>;
  }>;
};
export type RotationPageQuery = {
  response: RotationPageQuery$data;
  variables: RotationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "organizationId",
        "variableName": "organizationId"
      }
    ],
    "concreteType": "RotationDepartment",
    "kind": "LinkedField",
    "name": "intakeRotation",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "departmentId",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "RotationStaff",
        "kind": "LinkedField",
        "name": "staff",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "newCasesInPastWeek",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overridden",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeAutoCases",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "capacity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percentFull",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "score",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextInLine",
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
    "name": "RotationPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RotationPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "6e3a091950047c77a7cdce82204db681",
    "id": null,
    "metadata": {},
    "name": "RotationPageQuery",
    "operationKind": "query",
    "text": "query RotationPageQuery(\n  $organizationId: Int\n) {\n  intakeRotation(organizationId: $organizationId) {\n    id\n    departmentId\n    name\n    staff {\n      id\n      userId\n      name\n      staffCode\n      newCasesInPastWeek\n      overridden\n      activeAutoCases\n      capacity\n      percentFull\n      score\n      nextInLine\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee2fcabbd3bad67cede30e45ffb5b37c";

export default node;
