/**
 * @generated SignedSource<<9423c3804be5739ffb6618691039f07f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodMarkerPageQuery$variables = {
  code: string;
  limit: number;
  patientId: string;
};
export type BloodMarkerPageQuery$data = {
  readonly bloodMarker: {
    readonly " $fragmentSpreads": FragmentRefs<"MarkerChips_marker" | "MarkerCodes_marker" | "MarkerDescription_marker" | "MarkerSummary_marker" | "MarkerTrend_marker" | "UnitConversion_marker">;
  } | null | undefined;
  readonly bloodMarkerHistory: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeleteAnalysisDialog_entry" | "EditAnalysisDialog_entry" | "MarkerHistoryTable_entries" | "MarkerTrend_history">;
  }>;
};
export type BloodMarkerPageQuery = {
  response: BloodMarkerPageQuery$data;
  variables: BloodMarkerPageQuery$variables;
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
  "name": "limit"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v3 = {
  "kind": "Variable",
  "name": "code",
  "variableName": "code"
},
v4 = {
  "kind": "Variable",
  "name": "patientId",
  "variableName": "patientId"
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  (v3/*:: as any*/),
  {
    "kind": "Variable",
    "name": "limit",
    "variableName": "limit"
  },
  (v4/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentValue",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formattedUnit",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valueDate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v14 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/)
],
v15 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
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
    "name": "BloodMarkerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "BloodMarker",
        "kind": "LinkedField",
        "name": "bloodMarker",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerSummary_marker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerTrend_marker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UnitConversion_marker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerCodes_marker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerDescription_marker"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerChips_marker"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "BloodMarkerHistoryEntry",
        "kind": "LinkedField",
        "name": "bloodMarkerHistory",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerTrend_history"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkerHistoryTable_entries"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeleteAnalysisDialog_entry"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EditAnalysisDialog_entry"
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BloodMarkerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "BloodMarker",
        "kind": "LinkedField",
        "name": "bloodMarker",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentSource",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "min_optimal_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max_optimal_value",
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
            "concreteType": "ValueIntervals",
            "kind": "LinkedField",
            "name": "valueIntervals",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueBound",
                "kind": "LinkedField",
                "name": "minValue",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueBound",
                "kind": "LinkedField",
                "name": "maxValue",
                "plural": false,
                "selections": (v14/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "length_percent",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentValueColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lab_min_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lab_max_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReferenceRange",
            "kind": "LinkedField",
            "name": "referenceRange",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sex",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ageFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ageTo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsSignOff",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "molar_mass",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitAlternative",
            "kind": "LinkedField",
            "name": "unitAlternatives",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "factor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loincCodes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ucumUnit",
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
            "name": "docinfo_lt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "docinfo_url",
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
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NamedEntry",
            "kind": "LinkedField",
            "name": "indications",
            "plural": true,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NamedEntry",
            "kind": "LinkedField",
            "name": "micronutrients",
            "plural": true,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "BloodMarkerHistoryEntry",
        "kind": "LinkedField",
        "name": "bloodMarkerHistory",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
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
            "name": "source",
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDeletable",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c633436c012ece26c46b92267d804c1e",
    "id": null,
    "metadata": {},
    "name": "BloodMarkerPageQuery",
    "operationKind": "query",
    "text": "query BloodMarkerPageQuery(\n  $patientId: ID!\n  $code: String!\n  $limit: Int!\n) {\n  bloodMarker(patientId: $patientId, code: $code) {\n    ...MarkerSummary_marker\n    ...MarkerTrend_marker\n    ...UnitConversion_marker\n    ...MarkerCodes_marker\n    ...MarkerDescription_marker\n    ...MarkerChips_marker\n    id\n  }\n  bloodMarkerHistory(patientId: $patientId, code: $code, limit: $limit) {\n    id\n    ...MarkerTrend_history\n    ...MarkerHistoryTable_entries\n    ...DeleteAnalysisDialog_entry\n    ...EditAnalysisDialog_entry\n  }\n}\n\nfragment DeleteAnalysisDialog_entry on BloodMarkerHistoryEntry {\n  id\n  currentValue\n  valueDate\n  formattedUnit\n  isDeletable\n}\n\nfragment EditAnalysisDialog_entry on BloodMarkerHistoryEntry {\n  id\n  currentValue\n  valueDate\n  isDeletable\n}\n\nfragment MarkerChips_marker on BloodMarker {\n  symptoms {\n    id\n    name\n  }\n  indications {\n    id\n    name\n  }\n  micronutrients {\n    id\n    name\n  }\n}\n\nfragment MarkerCodes_marker on BloodMarker {\n  loincCodes\n  ucumUnit\n}\n\nfragment MarkerDescription_marker on BloodMarker {\n  description\n  docinfo_lt\n  docinfo_url\n  bibliography\n}\n\nfragment MarkerHistoryTable_entries on BloodMarkerHistoryEntry {\n  id\n  currentValue\n  valueDate\n  source\n  formattedUnit\n  isDeletable\n}\n\nfragment MarkerSummary_marker on BloodMarker {\n  name\n  currentValue\n  formattedUnit\n  valueDate\n  currentSource\n  min_optimal_value\n  max_optimal_value\n  value_text\n  value_description\n  valueIntervals {\n    ...ValueScale_intervals\n  }\n  ...ResultValue_marker\n}\n\nfragment MarkerTrend_history on BloodMarkerHistoryEntry {\n  currentValue\n  valueDate\n  value_color\n}\n\nfragment MarkerTrend_marker on BloodMarker {\n  name\n  formattedUnit\n  min_optimal_value\n  max_optimal_value\n  lab_min_value\n  lab_max_value\n  referenceRange {\n    sex\n    ageFrom\n    ageTo\n    needsSignOff\n  }\n}\n\nfragment ResultValue_marker on BloodMarker {\n  currentValue\n  currentValueColor\n  formattedUnit\n  min_optimal_value\n  max_optimal_value\n  value_text\n}\n\nfragment UnitConversion_marker on BloodMarker {\n  formattedUnit\n  currentValue\n  molar_mass\n  unitAlternatives {\n    unit\n    factor\n  }\n}\n\nfragment ValueScale_intervals on ValueIntervals {\n  minValue {\n    value\n    color\n  }\n  maxValue {\n    value\n    color\n  }\n  intervals {\n    value\n    color\n    length_percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f6f89298315f870e7e72e581907b997";

export default node;
