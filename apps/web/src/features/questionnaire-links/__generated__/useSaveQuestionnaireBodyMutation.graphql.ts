/**
 * @generated SignedSource<<00e7266a1ab4b4e96d0d89aa0b0c0b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSaveQuestionnaireBodyMutation$variables = {
  height: number;
  weight: number;
};
export type useSaveQuestionnaireBodyMutation$data = {
  readonly updateAuthPatient: {
    readonly height: number | null | undefined;
    readonly id: string;
    readonly weight: number | null | undefined;
  };
};
export type useSaveQuestionnaireBodyMutation = {
  response: useSaveQuestionnaireBodyMutation$data;
  variables: useSaveQuestionnaireBodyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "height"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "weight"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "height",
        "variableName": "height"
      },
      {
        "kind": "Variable",
        "name": "weight",
        "variableName": "weight"
      }
    ],
    "concreteType": "PatientInfo",
    "kind": "LinkedField",
    "name": "updateAuthPatient",
    "plural": false,
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
        "name": "height",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weight",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveQuestionnaireBodyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveQuestionnaireBodyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4081a7a18597cc6af9a4ef4c3e007957",
    "id": null,
    "metadata": {},
    "name": "useSaveQuestionnaireBodyMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveQuestionnaireBodyMutation(\n  $height: Int!\n  $weight: Float!\n) {\n  updateAuthPatient(height: $height, weight: $weight) {\n    id\n    height\n    weight\n  }\n}\n"
  }
};
})();

(node as any).hash = "5bf5f59f88af4afcbc1a4f6748ba7236";

export default node;
