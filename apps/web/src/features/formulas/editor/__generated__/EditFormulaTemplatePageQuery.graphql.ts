/**
 * @generated SignedSource<<7ed8056d276339e06f02285132c1e909>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditFormulaTemplatePageQuery$variables = {
  id: string;
};
export type EditFormulaTemplatePageQuery$data = {
  readonly formulaTemplate: {
    readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateEditor_template">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateEditor_catalogue">;
};
export type EditFormulaTemplatePageQuery = {
  response: EditFormulaTemplatePageQuery$data;
  variables: EditFormulaTemplatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditFormulaTemplatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FormulaTemplate",
        "kind": "LinkedField",
        "name": "formulaTemplate",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FormulaTemplateEditor_template"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FormulaTemplateEditor_catalogue"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditFormulaTemplatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FormulaTemplate",
        "kind": "LinkedField",
        "name": "formulaTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "formula",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "micronutrient_id",
            "storageKey": null
          },
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
            "name": "test_input_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "MicronutrientPaginator",
        "kind": "LinkedField",
        "name": "micronutrients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Micronutrient",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formattedUnit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "micronutrients(first:100)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FormulaInput",
        "kind": "LinkedField",
        "name": "formulaInputs",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c65bbe03da6a6d2357ed671cdf34f227",
    "id": null,
    "metadata": {},
    "name": "EditFormulaTemplatePageQuery",
    "operationKind": "query",
    "text": "query EditFormulaTemplatePageQuery(\n  $id: ID!\n) {\n  formulaTemplate(id: $id) {\n    ...FormulaTemplateEditor_template\n    id\n  }\n  ...FormulaTemplateEditor_catalogue\n}\n\nfragment DeleteFormulaTemplateDialog_template on FormulaTemplate {\n  id\n  name\n  formula\n  micronutrient_id\n}\n\nfragment FormulaHelpPanel_inputs on FormulaInput {\n  name\n  label\n  kind\n}\n\nfragment FormulaTemplateEditor_catalogue on Query {\n  micronutrients(first: 100) {\n    data {\n      id\n      name\n      formattedUnit\n    }\n  }\n  formulaInputs {\n    ...FormulaHelpPanel_inputs\n  }\n}\n\nfragment FormulaTemplateEditor_template on FormulaTemplate {\n  id\n  name\n  formula\n  micronutrient_id\n  sort_order\n  test_input_value\n  version\n  ...DeleteFormulaTemplateDialog_template\n}\n"
  }
};
})();

(node as any).hash = "47fd919e66774870c233c490fc78266b";

export default node;
