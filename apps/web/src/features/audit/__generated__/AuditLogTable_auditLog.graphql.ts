/**
 * @generated SignedSource<<e8fc76ede2fc1eebbf40e7113b8b5076>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditLogTable_auditLog$data = {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AuditLogRow_entry">;
  }>;
  readonly " $fragmentType": "AuditLogTable_auditLog";
};
export type AuditLogTable_auditLog$key = {
  readonly " $data"?: AuditLogTable_auditLog$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogTable_auditLog">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditLogTable_auditLog",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditLogEntry",
      "kind": "LinkedField",
      "name": "data",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "AuditLogRow_entry"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AuditLogPaginator",
  "abstractKey": null
};

(node as any).hash = "8b17fb7777e02dd66ec46b3d35233319";

export default node;
