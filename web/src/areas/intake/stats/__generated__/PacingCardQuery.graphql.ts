/**
 * @generated SignedSource<<713f4a82fe5ccc4f2f35c4527dd1d8f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PacingCardQuery$variables = {
  endDate: string;
  extraPerDay: number;
  organizationId?: number | null | undefined;
  startDate: string;
};
export type PacingCardQuery$data = {
  readonly intakePacing: {
    readonly businessDays: number;
    readonly cappedEndDate: string;
    readonly goal: number;
    readonly label: string;
    readonly level: string;
    readonly monthForecast: {
      readonly elapsedBusinessDays: number;
      readonly endDate: string;
      readonly extraPerDay: number;
      readonly fromPace: number;
      readonly fromPipeline: number;
      readonly fromWhatIf: number;
      readonly goal: number;
      readonly historicalConversionPercent: number;
      readonly pacePerDay: number;
      readonly pipeline: number;
      readonly projected: number;
      readonly projectedLevel: string;
      readonly remainingBusinessDays: number;
      readonly retainedSoFar: number;
      readonly startDate: string;
    };
    readonly monthFullGoal: number;
    readonly monthGoal: number;
    readonly monthLabel: string;
    readonly monthLevel: string;
    readonly monthPercent: number | null | undefined;
    readonly monthRetained: number;
    readonly offices: ReadonlyArray<{
      readonly goal: number;
      readonly label: string;
      readonly level: string;
      readonly monthGoal: number;
      readonly monthRetained: number;
      readonly office: string;
      readonly officeId: number;
      readonly percent: number | null | undefined;
      readonly retained: number;
    }>;
    readonly percent: number | null | undefined;
    readonly periodForecast: {
      readonly elapsedBusinessDays: number;
      readonly endDate: string;
      readonly extraPerDay: number;
      readonly fromPace: number;
      readonly fromPipeline: number;
      readonly fromWhatIf: number;
      readonly goal: number;
      readonly historicalConversionPercent: number;
      readonly pacePerDay: number;
      readonly pipeline: number;
      readonly projected: number;
      readonly projectedLevel: string;
      readonly remainingBusinessDays: number;
      readonly retainedSoFar: number;
      readonly startDate: string;
    };
    readonly remainingBusinessDays: number;
    readonly retained: number;
  };
};
export type PacingCardQuery = {
  response: PacingCardQuery$data;
  variables: PacingCardQuery$variables;
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
  "name": "extraPerDay"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remainingBusinessDays",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retained",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "goal",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthGoal",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthRetained",
  "storageKey": null
},
v12 = [
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
    "kind": "ScalarField",
    "name": "retainedSoFar",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "elapsedBusinessDays",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pacePerDay",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fromPace",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pipeline",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "historicalConversionPercent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fromPipeline",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "extraPerDay",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fromWhatIf",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "projected",
    "storageKey": null
  },
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "projectedLevel",
    "storageKey": null
  }
],
v13 = [
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
        "name": "extraPerDay",
        "variableName": "extraPerDay"
      },
      {
        "kind": "Variable",
        "name": "organizationId",
        "variableName": "organizationId"
      },
      {
        "kind": "Variable",
        "name": "startDate",
        "variableName": "startDate"
      }
    ],
    "concreteType": "IntakePacing",
    "kind": "LinkedField",
    "name": "intakePacing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cappedEndDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "businessDays",
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PacingOffice",
        "kind": "LinkedField",
        "name": "offices",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "officeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "office",
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      (v11/*:: as any*/),
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthFullGoal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthPercent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthLevel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetainedForecast",
        "kind": "LinkedField",
        "name": "monthForecast",
        "plural": false,
        "selections": (v12/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetainedForecast",
        "kind": "LinkedField",
        "name": "periodForecast",
        "plural": false,
        "selections": (v12/*:: as any*/),
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PacingCardQuery",
    "selections": (v13/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PacingCardQuery",
    "selections": (v13/*:: as any*/)
  },
  "params": {
    "cacheID": "ece50bbdf3184abbbc029b9397e930f3",
    "id": null,
    "metadata": {},
    "name": "PacingCardQuery",
    "operationKind": "query",
    "text": "query PacingCardQuery(\n  $startDate: NaiveDate!\n  $endDate: NaiveDate!\n  $extraPerDay: Float!\n  $organizationId: Int\n) {\n  intakePacing(startDate: $startDate, endDate: $endDate, extraPerDay: $extraPerDay, organizationId: $organizationId) {\n    cappedEndDate\n    businessDays\n    remainingBusinessDays\n    retained\n    goal\n    percent\n    level\n    label\n    offices {\n      officeId\n      office\n      retained\n      goal\n      percent\n      level\n      label\n      monthGoal\n      monthRetained\n    }\n    monthRetained\n    monthGoal\n    monthFullGoal\n    monthPercent\n    monthLevel\n    monthLabel\n    monthForecast {\n      startDate\n      endDate\n      retainedSoFar\n      elapsedBusinessDays\n      remainingBusinessDays\n      pacePerDay\n      fromPace\n      pipeline\n      historicalConversionPercent\n      fromPipeline\n      extraPerDay\n      fromWhatIf\n      projected\n      goal\n      projectedLevel\n    }\n    periodForecast {\n      startDate\n      endDate\n      retainedSoFar\n      elapsedBusinessDays\n      remainingBusinessDays\n      pacePerDay\n      fromPace\n      pipeline\n      historicalConversionPercent\n      fromPipeline\n      extraPerDay\n      fromWhatIf\n      projected\n      goal\n      projectedLevel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "610f2f314df5af1cac1cddbd67b4b7f7";

export default node;
