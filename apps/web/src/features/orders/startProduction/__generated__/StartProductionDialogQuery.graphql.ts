/**
 * @generated SignedSource<<2973f3d9e95a3d0ad231394abc1ff5e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartProductionDialogQuery$variables = {
  id: string;
};
export type StartProductionDialogQuery$data = {
  readonly order: {
    readonly supplementsNoiOrder: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"productionStart_part">;
    } | null | undefined;
  };
};
export type StartProductionDialogQuery = {
  response: StartProductionDialogQuery$data;
  variables: StartProductionDialogQuery$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SupplementRecipeView",
  "kind": "LinkedField",
  "name": "recipe",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approved_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start_when_ready",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StartProductionDialogQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "NoiOrder",
            "kind": "LinkedField",
            "name": "supplementsNoiOrder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "kind": "InlineDataFragmentSpread",
                "name": "productionStart_part",
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
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
    "name": "StartProductionDialogQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "NoiOrder",
            "kind": "LinkedField",
            "name": "supplementsNoiOrder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6cd272cdd9f5ea1b9506014d79eb83ef",
    "id": null,
    "metadata": {},
    "name": "StartProductionDialogQuery",
    "operationKind": "query",
    "text": "query StartProductionDialogQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    supplementsNoiOrder {\n      id\n      ...productionStart_part\n    }\n    id\n  }\n}\n\nfragment productionStart_part on NoiOrder {\n  status\n  recipe {\n    approved_at\n    start_when_ready\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c1908aa9c5f162aa0e4a23f685f4ff9";

export default node;
