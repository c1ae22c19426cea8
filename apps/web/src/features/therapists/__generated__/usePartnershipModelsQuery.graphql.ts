/**
 * @generated SignedSource<<c4631d5a167ea7a1cb3bb7739d7a0077>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePartnershipModelsQuery$variables = Record<PropertyKey, never>;
export type usePartnershipModelsQuery$data = {
  readonly partnershipModels: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type usePartnershipModelsQuery = {
  response: usePartnershipModelsQuery$data;
  variables: usePartnershipModelsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PartnershipModel",
    "kind": "LinkedField",
    "name": "partnershipModels",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePartnershipModelsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePartnershipModelsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9d5beea470b34cc4d53ee7fe03804a76",
    "id": null,
    "metadata": {},
    "name": "usePartnershipModelsQuery",
    "operationKind": "query",
    "text": "query usePartnershipModelsQuery {\n  partnershipModels {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "269e265bfe03b9f275657b7fa66dc9d6";

export default node;
