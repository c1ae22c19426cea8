/**
 * @generated SignedSource<<bfe932d183210237925b359f6896976a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useExitDoctorAccountMutation$variables = Record<PropertyKey, never>;
export type useExitDoctorAccountMutation$data = {
  readonly logoutAsDoctor: {
    readonly id: string;
  };
};
export type useExitDoctorAccountMutation = {
  response: useExitDoctorAccountMutation$data;
  variables: useExitDoctorAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "logoutAsDoctor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "useExitDoctorAccountMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useExitDoctorAccountMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b92be111f380c86195bae6415a259613",
    "id": null,
    "metadata": {},
    "name": "useExitDoctorAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useExitDoctorAccountMutation {\n  logoutAsDoctor {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "51941a84871b1d705b5fb14eb1fead27";

export default node;
