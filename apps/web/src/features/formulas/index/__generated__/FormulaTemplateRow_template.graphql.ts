/**
 * @generated SignedSource<<23d1b9ca2b9e37734ac653d061144f52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaTemplateRow_template$data = {
  readonly cap_warning: {
    readonly max_value: number;
  } | null | undefined;
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
  "type": "FormulaTemplate",
  "abstractKey": null
};
})();

(node as any).hash = "8611c2c54d49272e7ea1423b098f13bf";

export default node;
