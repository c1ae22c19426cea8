/**
 * @generated SignedSource<<54b714571f765b15e9a4a200ca34351d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdditionalTab_medicalCenter$data = {
  readonly certifications: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly specializations: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "AdditionalTab_medicalCenter";
};
export type AdditionalTab_medicalCenter$key = {
  readonly " $data"?: AdditionalTab_medicalCenter$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdditionalTab_medicalCenter">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdditionalTab_medicalCenter",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Specialization",
      "kind": "LinkedField",
      "name": "specializations",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Certification",
      "kind": "LinkedField",
      "name": "certifications",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "MedicalCenter",
  "abstractKey": null
};
})();

(node as any).hash = "f7f93c7bc4c0775af7e274be00c373de";

export default node;
