/**
 * @generated SignedSource<<d4fe136ee368417955d083f1c2083326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaTemplatesListQuery$variables = Record<PropertyKey, never>;
export type FormulaTemplatesListQuery$data = {
  readonly formulaTemplates: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateRow_template">;
  }>;
};
export type FormulaTemplatesListQuery = {
  response: FormulaTemplatesListQuery$data;
  variables: FormulaTemplatesListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
    "name": "FormulaTemplatesListQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FormulaTemplate",
        "kind": "LinkedField",
        "name": "formulaTemplates",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FormulaTemplateRow_template"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FormulaTemplatesListQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FormulaTemplate",
        "kind": "LinkedField",
        "name": "formulaTemplates",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "name": "version",
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
              (v1/*:: as any*/),
              (v0/*:: as any*/)
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
    "cacheID": "832a8eb9b2a9446fc7abc4b98d2ebf6d",
    "id": null,
    "metadata": {},
    "name": "FormulaTemplatesListQuery",
    "operationKind": "query",
    "text": "query FormulaTemplatesListQuery {\n  formulaTemplates {\n    id\n    ...FormulaTemplateRow_template\n  }\n}\n\nfragment FormulaTemplateRow_template on FormulaTemplate {\n  id\n  name\n  sort_order\n  version\n  inputs\n  updated_at\n  micronutrient {\n    name\n    id\n  }\n  cap_warning {\n    max_value\n  }\n}\n"
  }
};
})();

(node as any).hash = "77c2a2da7b27847e210c56646858148a";

export default node;
