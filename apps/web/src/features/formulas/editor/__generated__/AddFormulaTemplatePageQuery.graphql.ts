/**
 * @generated SignedSource<<6a5b3629ef1b82a2e02681b9e49a7484>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddFormulaTemplatePageQuery$variables = Record<PropertyKey, never>;
export type AddFormulaTemplatePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateEditor_catalogue">;
};
export type AddFormulaTemplatePageQuery = {
  response: AddFormulaTemplatePageQuery$data;
  variables: AddFormulaTemplatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddFormulaTemplatePageQuery",
    "selections": [
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddFormulaTemplatePageQuery",
    "selections": [
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v0/*:: as any*/),
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
          (v0/*:: as any*/),
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
    "cacheID": "3229e2d7473bc96338edabe72594c22e",
    "id": null,
    "metadata": {},
    "name": "AddFormulaTemplatePageQuery",
    "operationKind": "query",
    "text": "query AddFormulaTemplatePageQuery {\n  ...FormulaTemplateEditor_catalogue\n}\n\nfragment FormulaHelpPanel_inputs on FormulaInput {\n  name\n  label\n  kind\n}\n\nfragment FormulaTemplateEditor_catalogue on Query {\n  micronutrients(first: 100) {\n    data {\n      id\n      name\n      formattedUnit\n    }\n  }\n  formulaInputs {\n    ...FormulaHelpPanel_inputs\n  }\n}\n"
  }
};
})();

(node as any).hash = "97ce02cf17cd8c8c0f56a53914bfd18f";

export default node;
