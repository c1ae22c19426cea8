/**
 * @generated SignedSource<<ad0055ed8ad1f7bfd8f3e4d5e41ac46e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterSampleDialogQuery$variables = {
  id: string;
};
export type RegisterSampleDialogQuery$data = {
  readonly order: {
    readonly " $fragmentSpreads": FragmentRefs<"RegisterSampleDialog_order">;
  };
};
export type RegisterSampleDialogQuery = {
  response: RegisterSampleDialogQuery$data;
  variables: RegisterSampleDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterSampleDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RegisterSampleDialog_order"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterSampleDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "order_number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Sample",
            "kind": "LinkedField",
            "name": "bloodSample",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Sample",
            "kind": "LinkedField",
            "name": "dnaSample",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "40e72ac34c5aa9457bae7742df8dd8c2",
    "id": null,
    "metadata": {},
    "name": "RegisterSampleDialogQuery",
    "operationKind": "query",
    "text": "query RegisterSampleDialogQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    ...RegisterSampleDialog_order\n    id\n  }\n}\n\nfragment RegisterSampleDialog_order on Order {\n  id\n  status\n  order_number\n  bloodSample {\n    id\n    status\n  }\n  dnaSample {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a2bea382bd5054fb06b4a81379879f7";

export default node;
