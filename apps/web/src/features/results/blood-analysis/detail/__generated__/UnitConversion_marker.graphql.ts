/**
 * @generated SignedSource<<c0fae7ce70669d80705d0d279aa19e9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnitConversion_marker$data = {
  readonly currentValue: number | null | undefined;
  readonly formattedUnit: string;
  readonly molar_mass: number | null | undefined;
  readonly unitAlternatives: ReadonlyArray<{
    readonly factor: number;
    readonly unit: string;
  }>;
  readonly " $fragmentType": "UnitConversion_marker";
};
export type UnitConversion_marker$key = {
  readonly " $data"?: UnitConversion_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnitConversion_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnitConversion_marker",
  "selections": [
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
      "name": "currentValue",
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
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "ec34eaf80bac3c5959c6b77a718c7883";

export default node;
