/**
 * @generated SignedSource<<396bbb4e144ca4988e8534c583a527fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseSystemLink_query$data = {
  readonly connectorConfig: {
    readonly caseUrlTemplate: string;
  };
  readonly " $fragmentType": "CaseSystemLink_query";
};
export type CaseSystemLink_query$key = {
  readonly " $data"?: CaseSystemLink_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseSystemLink_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseSystemLink_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ConnectorConfig",
      "kind": "LinkedField",
      "name": "connectorConfig",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseUrlTemplate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fce34ce47b983f8f48f5cbf5896ece68";

export default node;
