/**
 * @generated SignedSource<<023291b389d075c81025775f38cd46de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FormulaTemplateTestInput = {
  formula: string;
  micronutrient_id?: string | null | undefined;
  test_input_value?: string | null | undefined;
};
export type useUpsertFormulaTemplateTestMutation$variables = {
  input: FormulaTemplateTestInput;
};
export type useUpsertFormulaTemplateTestMutation$data = {
  readonly upsertFormulaTemplateTest: {
    readonly cap_warning: {
      readonly max_value: number;
      readonly test_output_value: number | null | undefined;
      readonly unbounded: boolean;
      readonly unit: string;
      readonly upper_bound: number | null | undefined;
    } | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FormulaCapWarning",
        "kind": "LinkedField",
        "name": "cap_warning",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "test_output_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "upper_bound",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unbounded",
            "storageKey": null
          }
        ],
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
    "cacheID": "af6e3bbf492dbdc8153b67be04842ad1",
    "id": null,
    "metadata": {},
    "name": "useUpsertFormulaTemplateTestMutation",
    "operationKind": "mutation",
    "text": "mutation useUpsertFormulaTemplateTestMutation(\n  $input: FormulaTemplateTestInput!\n) {\n  upsertFormulaTemplateTest(input: $input) {\n    output_value\n    inputs\n    missing_inputs\n    problem\n    cap_warning {\n      max_value\n      unit\n      test_output_value\n      upper_bound\n      unbounded\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aeed0d7d9f44b621addf3d52cf844a7a";

export default node;
