/**
 * @generated SignedSource<<c2698e4cc098e9b6e954dde9737e894d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkQueueItemKind = "BloodUploadsRejected" | "BloodUploadsWaiting" | "CreditNotesToPay" | "LabRegistrationErrors" | "LabReportsQuarantined" | "PaymentsFailed" | "PaymentsOverdue" | "RecipesToApprove" | "ResultsUnopened" | "SamplesToRegister" | "SubscriptionChangeRequests" | "SubscriptionPaymentsPending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkQueueBadge_workQueue$data = {
  readonly items: ReadonlyArray<{
    readonly count: number;
    readonly kind: WorkQueueItemKind;
  }>;
  readonly " $fragmentType": "WorkQueueBadge_workQueue";
};
export type WorkQueueBadge_workQueue$key = {
  readonly " $data"?: WorkQueueBadge_workQueue$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkQueueBadge_workQueue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkQueueBadge_workQueue",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WorkQueue",
  "abstractKey": null
};

(node as any).hash = "a098ca91df561c9c387e959c6b4255c2";

export default node;
