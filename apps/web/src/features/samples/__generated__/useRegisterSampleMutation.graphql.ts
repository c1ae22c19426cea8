/**
 * @generated SignedSource<<70c2333e873216c4a0a6f2361baae76c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type SampleType = "Blood" | "Dna" | "%future added value";
export type RegisterSampleInput = {
  barcode: string;
  id: string;
  type?: SampleType | null | undefined;
};
export type useRegisterSampleMutation$variables = {
  input: RegisterSampleInput;
};
export type useRegisterSampleMutation$data = {
  readonly registerSample: {
    readonly bloodNoiOrder: {
      readonly id: string;
      readonly status: NoiOrderStatus;
    } | null | undefined;
    readonly dnaNoiOrder: {
      readonly id: string;
      readonly status: NoiOrderStatus;
    } | null | undefined;
    readonly id: string;
    readonly status: OrderStatus;
    readonly " $fragmentSpreads": FragmentRefs<"RegisterSampleDialog_order" | "RegisterSampleLinks_order">;
  };
};
export type useRegisterSampleMutation = {
  response: useRegisterSampleMutation$data;
  variables: useRegisterSampleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "NoiOrder",
  "kind": "LinkedField",
  "name": "bloodNoiOrder",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "NoiOrder",
  "kind": "LinkedField",
  "name": "dnaNoiOrder",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "barcode",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterSampleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "registerSample",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RegisterSampleDialog_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RegisterSampleLinks_order"
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
    "name": "useRegisterSampleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "registerSample",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Sample",
            "kind": "LinkedField",
            "name": "dnaSample",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "17ef655bf4c86a7fe4cd634508a371d1",
    "id": null,
    "metadata": {},
    "name": "useRegisterSampleMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterSampleMutation(\n  $input: RegisterSampleInput!\n) {\n  registerSample(input: $input) {\n    id\n    status\n    bloodNoiOrder {\n      id\n      status\n    }\n    dnaNoiOrder {\n      id\n      status\n    }\n    ...RegisterSampleDialog_order\n    ...RegisterSampleLinks_order\n  }\n}\n\nfragment RegisterSampleDialog_order on Order {\n  id\n  status\n  order_number\n  bloodSample {\n    id\n    status\n  }\n  dnaSample {\n    id\n    status\n  }\n}\n\nfragment RegisterSampleLinks_order on Order {\n  id\n  status\n  bloodSample {\n    status\n    barcode\n    id\n  }\n  dnaSample {\n    status\n    barcode\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d126e6204e89d77e6feb597fe69224b1";

export default node;
