/**
 * @generated SignedSource<<25308f39c0e1d01019618ad7ab5b9a52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PatientRow_patient$data = {
  readonly country_code: string;
  readonly email: string;
  readonly first_name: string;
  readonly id: string;
  readonly last_name: string;
  readonly latestPlacedOrder: {
    readonly status: OrderStatus;
  } | null | undefined;
  readonly phone_number: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "PatientRow_patient";
};
export type PatientRow_patient$key = {
  readonly " $data"?: PatientRow_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientRow_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientRow_patient",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "first_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "last_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
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
      "name": "phone_number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "latestPlacedOrder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "fabfbc2807a9feb3ccdf9c1c34b966da";

export default node;
