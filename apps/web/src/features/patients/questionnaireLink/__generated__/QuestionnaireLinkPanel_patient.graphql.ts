/**
 * @generated SignedSource<<3a12283c90c218f653395440e5fc8702>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionnaireLinkPanel_patient$data = {
  readonly email: string;
  readonly id: string;
  readonly lifestyleQuestionnaireLink: {
    readonly expires_at: any;
    readonly sent_at: any;
    readonly submitted_at: any | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "QuestionnaireLinkPanel_patient";
};
export type QuestionnaireLinkPanel_patient$key = {
  readonly " $data"?: QuestionnaireLinkPanel_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireLinkPanel_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionnaireLinkPanel_patient",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PatientQuestionnaireLink",
      "kind": "LinkedField",
      "name": "lifestyleQuestionnaireLink",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sent_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expires_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submitted_at",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "432c8f64db92fd5904d61356ee9010e1";

export default node;
