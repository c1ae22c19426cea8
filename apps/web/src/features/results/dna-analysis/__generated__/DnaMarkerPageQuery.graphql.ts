/**
 * @generated SignedSource<<12c36ef20d7ccc1645a290e340b0c441>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DnaMarkerPageQuery$variables = {
  code: string;
  patientId: string;
};
export type DnaMarkerPageQuery$data = {
  readonly dnaMarker: {
    readonly " $fragmentSpreads": FragmentRefs<"DnaMarkerDetail_marker">;
  } | null | undefined;
};
export type DnaMarkerPageQuery = {
  response: DnaMarkerPageQuery$data;
  variables: DnaMarkerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "code",
    "variableName": "code"
  },
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  (v3/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  (v4/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "genotype",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "population",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "function",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hgvs",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DnaMarkerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DnaMarker",
        "kind": "LinkedField",
        "name": "dnaMarker",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DnaMarkerDetail_marker"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DnaMarkerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DnaMarker",
        "kind": "LinkedField",
        "name": "dnaMarker",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "docinfo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "video_url",
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
            "kind": "ScalarField",
            "name": "bibliography",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NamedEntry",
            "kind": "LinkedField",
            "name": "symptoms",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NamedEntry",
            "kind": "LinkedField",
            "name": "indications",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NamedEntry",
            "kind": "LinkedField",
            "name": "micronutrients",
            "plural": true,
            "selections": (v5/*:: as any*/),
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
                "name": "value_description",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneticEntry",
            "kind": "LinkedField",
            "name": "genetic_result",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneticEntry",
            "kind": "LinkedField",
            "name": "desired_genetic_profile",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f7db1dc01cd91035e73699ebb8e96aed",
    "id": null,
    "metadata": {},
    "name": "DnaMarkerPageQuery",
    "operationKind": "query",
    "text": "query DnaMarkerPageQuery(\n  $patientId: ID!\n  $code: String!\n) {\n  dnaMarker(patientId: $patientId, code: $code) {\n    ...DnaMarkerDetail_marker\n    id\n  }\n}\n\nfragment DnaMarkerDetail_marker on DnaMarker {\n  name\n  scalebar_title\n  description\n  docinfo\n  video_url\n  valueDate\n  bibliography\n  symptoms {\n    id\n    name\n  }\n  indications {\n    id\n    name\n  }\n  micronutrients {\n    id\n    name\n  }\n  intervals {\n    ...ScaleBar_intervals\n  }\n  interpretation {\n    current_value\n    current_value_color\n    value_text\n    value_description\n    value_color\n    value_bg_color\n  }\n  genetic_result {\n    __typename\n    ...GeneticTable_entries\n    id\n  }\n  desired_genetic_profile {\n    __typename\n    ...GeneticTable_entries\n    id\n  }\n}\n\nfragment GeneticTable_entries on GeneticEntry {\n  id\n  name\n  genotype\n  population\n  function\n  hgvs\n}\n\nfragment ScaleBar_intervals on ValueInterval {\n  value\n  color\n  length_percent\n}\n"
  }
};
})();

(node as any).hash = "496d45022a636394f89fe939ab56f6bc";

export default node;
