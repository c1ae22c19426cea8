/**
 * @generated SignedSource<<010424d9ab27ab461c846b64727cd7cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type NoiOrderType = "blood" | "dna" | "supplements" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderAdminSection_order$data = {
  readonly createdBy: {
    readonly email: string;
    readonly first_name: string;
    readonly id: string;
    readonly last_name: string;
  } | null | undefined;
  readonly noiOrderRegistrationResponses: ReadonlyArray<{
    readonly barcode: string | null | undefined;
    readonly errors: ReadonlyArray<string>;
    readonly id: string;
    readonly order_type: NoiOrderType;
    readonly received_at: any;
    readonly status: number;
  }> | null | undefined;
  readonly noiOrders: ReadonlyArray<{
    readonly external_order_no: string | null | undefined;
    readonly id: string;
    readonly sent_at: any | null | undefined;
    readonly sent_data: any | null | undefined;
    readonly status_description: string;
    readonly type: NoiOrderType;
    readonly updated_at: any;
  }>;
  readonly patient: {
    readonly biological_sex: BiologicalSex;
    readonly date_of_birth: string;
    readonly height: number;
    readonly weight: number;
  };
  readonly refusedGenotypes: ReadonlyArray<{
    readonly created_at: any;
    readonly gene: string;
    readonly genotype: string;
    readonly id: string;
    readonly orientation: string | null | undefined;
    readonly reason: string;
    readonly rs_id: string;
  }> | null | undefined;
  readonly " $fragmentType": "OrderAdminSection_order";
};
export type OrderAdminSection_order$key = {
  readonly " $data"?: OrderAdminSection_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderAdminSection_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderAdminSection_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "first_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date_of_birth",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "biological_sex",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NoiOrder",
      "kind": "LinkedField",
      "name": "noiOrders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "external_order_no",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status_description",
          "storageKey": null
        },
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
          "name": "updated_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sent_data",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NoiOrderRegistrationResponse",
      "kind": "LinkedField",
      "name": "noiOrderRegistrationResponses",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "order_type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "barcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "received_at",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RefusedGenotype",
      "kind": "LinkedField",
      "name": "refusedGenotypes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "rs_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "genotype",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orientation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created_at",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "2e5179e742da7141fe743a921d8f5d4a";

export default node;
