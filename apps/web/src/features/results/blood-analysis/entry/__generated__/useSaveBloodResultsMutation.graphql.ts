/**
 * @generated SignedSource<<6556a234fbd8167ddf7444076094e394>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodResultValueInput = {
  analysisParameterId: string;
  value: string;
};
export type useSaveBloodResultsMutation$variables = {
  date: string;
  patientId: string;
  values: ReadonlyArray<BloodResultValueInput>;
};
export type useSaveBloodResultsMutation$data = {
  readonly saveBloodResults: {
    readonly id: string;
    readonly valueDate: string;
    readonly values: ReadonlyArray<{
      readonly currentValue: number;
      readonly id: string;
      readonly valueDate: string;
    }>;
  };
};
export type useSaveBloodResultsMutation = {
  response: useSaveBloodResultsMutation$data;
  variables: useSaveBloodResultsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "values"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valueDate",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      },
      {
        "kind": "Variable",
        "name": "values",
        "variableName": "values"
      }
    ],
    "concreteType": "AnalysisResult",
    "kind": "LinkedField",
    "name": "saveBloodResults",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "BloodMarkerHistoryEntry",
        "kind": "LinkedField",
        "name": "values",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentValue",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
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
    "name": "useSaveBloodResultsMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
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
    "name": "useSaveBloodResultsMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "2ba9d6d1daba7a349f627d61205009dc",
    "id": null,
    "metadata": {},
    "name": "useSaveBloodResultsMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveBloodResultsMutation(\n  $patientId: ID!\n  $date: String!\n  $values: [BloodResultValueInput!]!\n) {\n  saveBloodResults(patientId: $patientId, date: $date, values: $values) {\n    id\n    valueDate\n    values {\n      id\n      currentValue\n      valueDate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa358aaa1883a5f9fda065889ae8b5fd";

export default node;
