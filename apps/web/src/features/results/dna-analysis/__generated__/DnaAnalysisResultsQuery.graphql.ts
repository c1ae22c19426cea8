/**
 * @generated SignedSource<<73a0a68bddec642bd674285f538bb45f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DnaAnalysisResultsQuery$variables = {
  patientId: string;
  search?: string | null | undefined;
};
export type DnaAnalysisResultsQuery$data = {
  readonly dnaAnalysisList: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DnaMarkerRow_marker">;
  }>;
};
export type DnaAnalysisResultsQuery = {
  response: DnaAnalysisResultsQuery$data;
  variables: DnaAnalysisResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DnaAnalysisResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DnaMarker",
        "kind": "LinkedField",
        "name": "dnaAnalysisList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DnaMarkerRow_marker"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DnaAnalysisResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DnaMarker",
        "kind": "LinkedField",
        "name": "dnaAnalysisList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scalebar_title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valueDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ValueInterval",
            "kind": "LinkedField",
            "name": "intervals",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "length_percent",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DnaInterpretation",
            "kind": "LinkedField",
            "name": "interpretation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current_value_color",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value_text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value_color",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value_bg_color",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6c24978c642caeaf9e970128b3b2ea05",
    "id": null,
    "metadata": {},
    "name": "DnaAnalysisResultsQuery",
    "operationKind": "query",
    "text": "query DnaAnalysisResultsQuery(\n  $patientId: ID!\n  $search: String\n) {\n  dnaAnalysisList(patientId: $patientId, search: $search) {\n    id\n    ...DnaMarkerRow_marker\n  }\n}\n\nfragment DnaMarkerRow_marker on DnaMarker {\n  name\n  code\n  scalebar_title\n  valueDate\n  intervals {\n    ...ScaleBar_intervals\n  }\n  interpretation {\n    current_value\n    current_value_color\n    value_text\n    value_color\n    value_bg_color\n  }\n}\n\nfragment ScaleBar_intervals on ValueInterval {\n  value\n  color\n  length_percent\n}\n"
  }
};
})();

(node as any).hash = "6b397bde428ebc7f6532b021d060f5a8";

export default node;
