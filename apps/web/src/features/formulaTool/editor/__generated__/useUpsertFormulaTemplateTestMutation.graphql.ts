/**
 * @generated SignedSource<<b32d4c8aac54a5db565506f342248c36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FormulaTemplateTestInput = {
  formula: string;
  test_input_value?: string | null | undefined;
};
export type useUpsertFormulaTemplateTestMutation$variables = {
  input: FormulaTemplateTestInput;
};
export type useUpsertFormulaTemplateTestMutation$data = {
  readonly upsertFormulaTemplateTest: {
    readonly inputs: ReadonlyArray<string>;
    readonly missing_inputs: ReadonlyArray<string>;
    readonly output_value: number | null | undefined;
    readonly problem: string | null | undefined;
  };
};
export type useUpsertFormulaTemplateTestMutation = {
  response: useUpsertFormulaTemplateTestMutation$data;
  variables: useUpsertFormulaTemplateTestMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FormulaTemplateTestResult",
    "kind": "LinkedField",
    "name": "upsertFormulaTemplateTest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "output_value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inputs",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "missing_inputs",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "problem",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpsertFormulaTemplateTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpsertFormulaTemplateTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "89294ec37da5d1ad4950e95c216194a7",
    "id": null,
    "metadata": {},
    "name": "useUpsertFormulaTemplateTestMutation",
    "operationKind": "mutation",
    "text": "mutation useUpsertFormulaTemplateTestMutation(\n  $input: FormulaTemplateTestInput!\n) {\n  upsertFormulaTemplateTest(input: $input) {\n    output_value\n    inputs\n    missing_inputs\n    problem\n  }\n}\n"
  }
};
})();

(node as any).hash = "98ba1923531fae8fb525ff00d1bc1cd7";

export default node;
