/**
 * @generated SignedSource<<8b470adabc042039fae5cdf7bb438e8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateUserPartnershipModelMutation$variables = {
  id: string;
  partnershipModelId: string;
};
export type useUpdateUserPartnershipModelMutation$data = {
  readonly updateUserPartnershipModel: {
    readonly id: string;
    readonly partnershipModel: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type useUpdateUserPartnershipModelMutation = {
  response: useUpdateUserPartnershipModelMutation$data;
  variables: useUpdateUserPartnershipModelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "partnershipModelId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "connect",
            "variableName": "partnershipModelId"
          }
        ],
        "kind": "ObjectValue",
        "name": "partnershipModel"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateUserPartnershipModel",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnershipModel",
        "kind": "LinkedField",
        "name": "partnershipModel",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateUserPartnershipModelMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateUserPartnershipModelMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "36a11c11441413086c23a220bcdccfc9",
    "id": null,
    "metadata": {},
    "name": "useUpdateUserPartnershipModelMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateUserPartnershipModelMutation(\n  $id: ID!\n  $partnershipModelId: ID!\n) {\n  updateUserPartnershipModel(id: $id, partnershipModel: {connect: $partnershipModelId}) {\n    id\n    partnershipModel {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "15344510434593395c39e953c9db775e";

export default node;
