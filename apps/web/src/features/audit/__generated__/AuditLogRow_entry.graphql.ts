/**
 * @generated SignedSource<<1a416478ae75ab70cbfdbd85673cde1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditLogRow_entry$data = {
  readonly created_at: any;
  readonly details: any;
  readonly event: string;
  readonly impersonator: {
    readonly name: string;
  } | null | undefined;
  readonly ip: string | null | undefined;
  readonly subject_id: string | null | undefined;
  readonly subject_type: string | null | undefined;
  readonly user: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "AuditLogRow_entry";
};
export type AuditLogRow_entry$key = {
  readonly " $data"?: AuditLogRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogRow_entry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditLogRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject_type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject_id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "details",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "impersonator",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "AuditLogEntry",
  "abstractKey": null
};
})();

(node as any).hash = "effde79bcdfb1a5b7bbf1524e7ae6bdc";

export default node;
