/**
 * @generated SignedSource<<ed8f81aeb5d30732b21894aadcb7e81d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Permission = "ManageFeatures" | "ManageFormulas" | "ManageMedicalCenters" | "ManagePermissions" | "ManageUsers" | "RunArtisanCommands" | "ViewEmails" | "ViewPulse" | "ViewTelescope" | "%future added value";
export type sessionQuery$variables = Record<PropertyKey, never>;
export type sessionQuery$data = {
  readonly enforceTwoFactor: boolean;
  readonly me: {
    readonly email: string;
    readonly first_name: string;
    readonly getAllPermissions: ReadonlyArray<Permission>;
    readonly id: string;
    readonly last_name: string;
    readonly two_factor_confirmed_at: any | null | undefined;
  };
};
export type sessionQuery = {
  response: sessionQuery$data;
  variables: sessionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "me",
    "plural": false,
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "getAllPermissions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "two_factor_confirmed_at",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enforceTwoFactor",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "sessionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sessionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8eaf1644c93bfd5e3b9a4b4d35ca9f4b",
    "id": null,
    "metadata": {},
    "name": "sessionQuery",
    "operationKind": "query",
    "text": "query sessionQuery {\n  me {\n    id\n    first_name\n    last_name\n    email\n    getAllPermissions\n    two_factor_confirmed_at\n  }\n  enforceTwoFactor\n}\n"
  }
};
})();

(node as any).hash = "0451366f59edd0b843d72dff29511c8e";

export default node;
