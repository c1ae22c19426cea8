/**
 * @generated SignedSource<<d1d16654ab869fbb96e6e18af48a10ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ShopItemType = "Blood" | "BloodOnly" | "DnaAndBlood" | "DnaFertility" | "DnaGeneticRisk" | "DnaNutrigenetics" | "DnaOnly" | "DnaPharmacoGenetics" | "DnaWeightGenetics" | "Supplements" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShopItemCard_item$data = {
  readonly brut_price: number;
  readonly description_de: string;
  readonly description_en: string;
  readonly id: string;
  readonly item_type: string;
  readonly name_de: string;
  readonly name_en: string;
  readonly period_days: number | null | undefined;
  readonly type: ShopItemType;
  readonly " $fragmentType": "ShopItemCard_item";
};
export type ShopItemCard_item$key = {
  readonly " $data"?: ShopItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShopItemCard_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "item_type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name_de",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name_en",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description_de",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description_en",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brut_price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period_days",
      "storageKey": null
    }
  ],
  "type": "ShopItem",
  "abstractKey": "__isShopItem"
};

(node as any).hash = "901cc5e1fc0b835044747b393fc90181";

export default node;
