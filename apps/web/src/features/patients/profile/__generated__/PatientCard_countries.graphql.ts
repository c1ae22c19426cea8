/**
 * @generated SignedSource<<e675fb5b5d7f942543dc9039194729fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientCard_countries$data = {
  readonly data: ReadonlyArray<{
    readonly country_code: string;
    readonly dial_code: string;
    readonly name_de: string;
    readonly name_en: string;
  }>;
  readonly " $fragmentType": "PatientCard_countries";
};
export type PatientCard_countries$key = {
  readonly " $data"?: PatientCard_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientCard_countries">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientCard_countries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Country",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country_code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dial_code",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CountryPaginator",
  "abstractKey": null
};

(node as any).hash = "b1b3f72139171d24898e7653ce2fe8ea";

export default node;
