/**
 * @generated SignedSource<<dc55243af6b97029506e81d9dd52c6a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
export type NoiOrderType = "blood" | "dna" | "supplements" | "%future added value";
export type QuarantinedLabReportsPageQuery$variables = Record<PropertyKey, never>;
export type QuarantinedLabReportsPageQuery$data = {
  readonly quarantinedLabReports: ReadonlyArray<{
    readonly blood: ReadonlyArray<{
      readonly code: string;
      readonly unit: string;
      readonly value: number;
    }>;
    readonly genotypes: ReadonlyArray<{
      readonly gene: string;
      readonly genotype: string;
      readonly rsId: string;
    }>;
    readonly id: string;
    readonly order_number: string | null | undefined;
    readonly part_status: NoiOrderStatus;
    readonly part_type: NoiOrderType;
    readonly patient_name: string;
    readonly received_at: any;
  }>;
};
export type QuarantinedLabReportsPageQuery = {
  response: QuarantinedLabReportsPageQuery$data;
  variables: QuarantinedLabReportsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "state",
        "value": "pending"
      }
    ],
    "concreteType": "QuarantinedLabReport",
    "kind": "LinkedField",
    "name": "quarantinedLabReports",
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
        "name": "order_number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "patient_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "part_type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "part_status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "received_at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuarantinedBloodValue",
        "kind": "LinkedField",
        "name": "blood",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unit",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuarantinedGenotype",
        "kind": "LinkedField",
        "name": "genotypes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gene",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rsId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "genotype",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "quarantinedLabReports(state:\"pending\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuarantinedLabReportsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuarantinedLabReportsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8a24f7061d63a9d149ed8232a2f4ae9b",
    "id": null,
    "metadata": {},
    "name": "QuarantinedLabReportsPageQuery",
    "operationKind": "query",
    "text": "query QuarantinedLabReportsPageQuery {\n  quarantinedLabReports(state: pending) {\n    id\n    order_number\n    patient_name\n    part_type\n    part_status\n    received_at\n    blood {\n      code\n      value\n      unit\n    }\n    genotypes {\n      gene\n      rsId\n      genotype\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26c77bd28ff38f593af912af4e66b257";

export default node;
