/**
 * @generated SignedSource<<82482df01a09237847f25a10c9fefd2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkQueueItemKind = "BloodUploadsRejected" | "BloodUploadsWaiting" | "CreditNotesToPay" | "LabRegistrationErrors" | "LabReportsQuarantined" | "PaymentsFailed" | "PaymentsOverdue" | "RecipesToApprove" | "ResultsUnopened" | "SamplesToRegister" | "SubscriptionChangeRequests" | "SubscriptionPaymentsPending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkQueuePanel_workQueue$data = {
  readonly items: ReadonlyArray<{
    readonly count: number;
    readonly kind: WorkQueueItemKind;
    readonly target: string;
  }>;
  readonly total: number;
  readonly " $fragmentType": "WorkQueuePanel_workQueue";
};
export type WorkQueuePanel_workQueue$key = {
  readonly " $data"?: WorkQueuePanel_workQueue$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkQueuePanel_workQueue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkQueuePanel_workQueue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkQueueItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "target",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WorkQueue",
  "abstractKey": null
};

(node as any).hash = "88c9b6aec2fa1cc0d8d3a9b4b8a54cee";

export default node;
