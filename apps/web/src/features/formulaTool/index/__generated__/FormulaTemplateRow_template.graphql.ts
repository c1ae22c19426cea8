/**
 * @generated SignedSource<<5ee6cf9c7376c22d6ed72e6fb80552e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaTemplateRow_template$data = {
  readonly id: string;
  readonly inputs: ReadonlyArray<string>;
  readonly micronutrient: {
    readonly name: string;
  };
  readonly name: string;
  readonly sort_order: number;
  readonly updated_at: any;
  readonly version: number;
  readonly " $fragmentType": "FormulaTemplateRow_template";
};
export type FormulaTemplateRow_template$key = {
  readonly " $data"?: FormulaTemplateRow_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateRow_template">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormulaTemplateRow_template",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FormulaTemplate",
  "abstractKey": null
};
})();

(node as any).hash = "be4bffc3e0ff5672a116f7b1cb4fd7b2";

export default node;
