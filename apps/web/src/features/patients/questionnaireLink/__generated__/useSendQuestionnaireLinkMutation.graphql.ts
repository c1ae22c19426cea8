/**
 * @generated SignedSource<<1f20a407ab0609b698417044b6e40d45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSendQuestionnaireLinkMutation$variables = {
  patientId: string;
};
export type useSendQuestionnaireLinkMutation$data = {
  readonly sendLifestyleQuestionnaireLink: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireLinkPanel_patient">;
  };
};
export type useSendQuestionnaireLinkMutation = {
  response: useSendQuestionnaireLinkMutation$data;
  variables: useSendQuestionnaireLinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendQuestionnaireLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "sendLifestyleQuestionnaireLink",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuestionnaireLinkPanel_patient"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendQuestionnaireLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "sendLifestyleQuestionnaireLink",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4863cb7a4abc7549f310e578a7f0b047",
    "id": null,
    "metadata": {},
    "name": "useSendQuestionnaireLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useSendQuestionnaireLinkMutation(\n  $patientId: ID!\n) {\n  sendLifestyleQuestionnaireLink(patientId: $patientId) {\n    id\n    ...QuestionnaireLinkPanel_patient\n  }\n}\n\nfragment QuestionnaireLinkPanel_patient on Patient {\n  id\n  email\n  lifestyleQuestionnaireLink {\n    sent_at\n    expires_at\n    submitted_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "60b9ad92fc32056e11e658cdcefa0929";

export default node;
