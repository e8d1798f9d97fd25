/**
 * @generated SignedSource<<85e05ea1970a6fd81cc41fdce1e12b33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ScoreColor = "GREEN" | "ORANGE" | "RED" | "%future added value";
export type ScorecardPageQuery$variables = {
  endDate: string;
  startDate: string;
  teamId?: number | null | undefined;
};
export type ScorecardPageQuery$data = {
  readonly cmScorecard: ReadonlyArray<{
    readonly active: number;
    readonly activeColor: ScoreColor;
    readonly avgDemandsPerWeek: number;
    readonly avgReviewsPerWeek: number;
    readonly ccNotContacted: number;
    readonly ccScore: number;
    readonly ccScoreColor: ScoreColor;
    readonly cmScore: number;
    readonly cmScoreColor: ScoreColor;
    readonly demandGoal: number;
    readonly demandsColor: ScoreColor;
    readonly frScore: number;
    readonly frScoreColor: ScoreColor;
    readonly fullName: string;
    readonly reviewGoal: number;
    readonly reviews: number;
    readonly reviewsColor: ScoreColor;
    readonly staff: string | null | undefined;
    readonly team: string | null | undefined;
    readonly totalDemands: number;
    readonly userId: number;
  }>;
};
export type ScorecardPageQuery = {
  response: ScorecardPageQuery$data;
  variables: ScorecardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "endDate",
        "variableName": "endDate"
      },
      {
        "kind": "Variable",
        "name": "startDate",
        "variableName": "startDate"
      },
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "concreteType": "ScorecardRow",
    "kind": "LinkedField",
    "name": "cmScorecard",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "staff",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "team",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "active",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cmScore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cmScoreColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviews",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avgReviewsPerWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviewsColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "frScore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "frScoreColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ccScore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ccScoreColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ccNotContacted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalDemands",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avgDemandsPerWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "demandGoal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviewGoal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "demandsColor",
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
    "name": "ScorecardPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ScorecardPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "620f8fea0c14419828a7bebdb616d1a5",
    "id": null,
    "metadata": {},
    "name": "ScorecardPageQuery",
    "operationKind": "query",
    "text": "query ScorecardPageQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $teamId: Int\n) {\n  cmScorecard(startDate: $startDate, endDate: $endDate, teamId: $teamId) {\n    userId\n    staff\n    fullName\n    team\n    active\n    activeColor\n    cmScore\n    cmScoreColor\n    reviews\n    avgReviewsPerWeek\n    reviewsColor\n    frScore\n    frScoreColor\n    ccScore\n    ccScoreColor\n    ccNotContacted\n    totalDemands\n    avgDemandsPerWeek\n    demandGoal\n    reviewGoal\n    demandsColor\n  }\n}\n"
  }
};
})();

(node as any).hash = "975a3290b632417538ba967865e54b7e";

export default node;
