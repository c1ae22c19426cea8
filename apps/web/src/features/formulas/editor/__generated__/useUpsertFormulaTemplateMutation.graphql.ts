/**
 * @generated SignedSource<<5364a87345222f427c072bf6ace8f3d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaTemplateInput = {
  formula: string;
  id?: string | null | undefined;
  is_deleted?: boolean | null | undefined;
  micronutrient_id: string;
  name: string;
  sort_order?: number | null | undefined;
  test_input_value?: string | null | undefined;
};
export type useUpsertFormulaTemplateMutation$variables = {
  input: FormulaTemplateInput;
};
export type useUpsertFormulaTemplateMutation$data = {
  readonly upsertFormulaTemplate: {
    readonly id: string;
    readonly name: string;
    readonly version: number;
    readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateRow_template">;
  };
};
export type useUpsertFormulaTemplateMutation = {
  response: useUpsertFormulaTemplateMutation$data;
  variables: useUpsertFormulaTemplateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "version",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpsertFormulaTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FormulaTemplate",
        "kind": "LinkedField",
        "name": "upsertFormulaTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FormulaTemplateRow_template"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpsertFormulaTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FormulaTemplate",
        "kind": "LinkedField",
        "name": "upsertFormulaTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sort_order",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inputs",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updated_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Micronutrient",
            "kind": "LinkedField",
            "name": "micronutrient",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FormulaCapWarning",
            "kind": "LinkedField",
            "name": "cap_warning",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "max_value",
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
    "cacheID": "bc5d85bc8aec0768d289ffced701763c",
    "id": null,
    "metadata": {},
    "name": "useUpsertFormulaTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpsertFormulaTemplateMutation(\n  $input: FormulaTemplateInput!\n) {\n  upsertFormulaTemplate(input: $input) {\n    id\n    name\n    version\n    ...FormulaTemplateRow_template\n  }\n}\n\nfragment FormulaTemplateRow_template on FormulaTemplate {\n  id\n  name\n  sort_order\n  version\n  inputs\n  updated_at\n  micronutrient {\n    name\n    id\n  }\n  cap_warning {\n    max_value\n  }\n}\n"
  }
};
})();

(node as any).hash = "e98ed4f1005149ea7d3fc7e88557e942";

export default node;
