/**
 * @generated SignedSource<<21c5159bc5692c2032a8b78f67dd051a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifeCyclePhase = "ActiveSubscriber" | "CanceledSubscriber" | "NonSubscriber" | "PausedSubscriber" | "%future added value";
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminPatientsTable_patients$data = {
  readonly data: ReadonlyArray<{
    readonly accounting_code: string;
    readonly created_at: any;
    readonly email: string;
    readonly first_name: string;
    readonly guid: string;
    readonly id: string;
    readonly last_name: string;
    readonly latestPlacedOrder: {
      readonly id: string;
      readonly status: OrderStatus;
    } | null | undefined;
    readonly lifeCyclePhase: LifeCyclePhase;
    readonly lifeCyclePhaseDate: any | null | undefined;
    readonly medicalCenter: {
      readonly id: string;
      readonly user: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
    readonly placedOrders: number;
    readonly shippedOrdersCount: number;
    readonly totalPaidOrders: number;
  }>;
  readonly " $fragmentType": "AdminPatientsTable_patients";
};
export type AdminPatientsTable_patients$key = {
  readonly " $data"?: AdminPatientsTable_patients$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPatientsTable_patients">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPatientsTable_patients",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "guid",
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
          "name": "accounting_code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lifeCyclePhase",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lifeCyclePhaseDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "placedOrders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPaidOrders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shippedOrdersCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created_at",
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MedicalCenter",
          "kind": "LinkedField",
          "name": "medicalCenter",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PatientPaginator",
  "abstractKey": null
};
})();

(node as any).hash = "961940962be04772086d7fccf47ed207";

export default node;
