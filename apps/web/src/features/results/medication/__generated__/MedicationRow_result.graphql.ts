/**
 * @generated SignedSource<<162719440b1931de925d3a5700ff554e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicationRow_result$data = {
  readonly breakdown: {
    readonly " $fragmentSpreads": FragmentRefs<"InterpretationDetails_interpretation" | "InterpretationTag_interpretation">;
  } | null | undefined;
  readonly dosis: {
    readonly " $fragmentSpreads": FragmentRefs<"InterpretationDetails_interpretation" | "InterpretationTag_interpretation">;
  } | null | undefined;
  readonly effect: {
    readonly " $fragmentSpreads": FragmentRefs<"InterpretationDetails_interpretation" | "InterpretationTag_interpretation">;
  } | null | undefined;
  readonly medication: {
    readonly atcCode: string | null | undefined;
    readonly name_de: string;
  };
  readonly " $fragmentType": "MedicationRow_result";
};
export type MedicationRow_result$key = {
  readonly " $data"?: MedicationRow_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicationRow_result">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "InterpretationTag_interpretation"
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "InterpretationDetails_interpretation"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MedicationRow_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Medication",
      "kind": "LinkedField",
      "name": "medication",
      "plural": false,
      "selections": [
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
          "name": "atcCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicationInterpretation",
      "kind": "LinkedField",
      "name": "effect",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicationInterpretation",
      "kind": "LinkedField",
      "name": "breakdown",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicationInterpretation",
      "kind": "LinkedField",
      "name": "dosis",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "MedicationResult",
  "abstractKey": null
};
})();

(node as any).hash = "4a547135791720419f4587a71c38e187";

export default node;
