/**
 * @generated SignedSource<<2dd75528000d5176b4e902ed3cc4a946>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultValue_marker$data = {
  readonly currentValue: number | null | undefined;
  readonly currentValueColor: string | null | undefined;
  readonly formattedUnit: string;
  readonly max_optimal_value: number | null | undefined;
  readonly min_optimal_value: number | null | undefined;
  readonly value_text: string | null | undefined;
  readonly " $fragmentType": "ResultValue_marker";
};
export type ResultValue_marker$key = {
  readonly " $data"?: ResultValue_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultValue_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultValue_marker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentValue",
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
      "name": "formattedUnit",
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
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "356723dd254124488c2fa45eca54e9ba";

export default node;
