import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { validationErrorsOf } from '../../../forms/serverErrors';
import { commitWithInlineValidation } from '../../../relay/inlineValidation';
import { MutationPayloadError } from '../../../relay/usePromiseMutation';
import { type useUpsertFormulaTemplateTestMutation as Mutation } from './__generated__/useUpsertFormulaTemplateTestMutation.graphql';

/** The formula can give more than the micronutrient's maximum dose (issue 28): a warning, never a refusal. */
export interface CapWarning {
  max: number;
  unit: string;
  /** The result for the test inputs, when it is above the maximum. */
  testOutput: number | null;
  /** The most the formula can give over the inputs' ranges; null when it has no bound. */
  upperBound: number | null;
  unbounded: boolean;
}

/** What the API said about a formula: its result for the test inputs, or the messages of a refused formula. */
export type TestOutcome =
  | {
      kind: 'ran';
      output: number | null;
      inputs: readonly string[];
      missing: readonly string[];
      problem: string | null;
      capWarning: CapWarning | null;
    }
  // No messages at all: the call failed for another reason, which the network layer has told.
  | { kind: 'refused'; formula: string | null; other: readonly string[] };

function refusalOf(error: unknown): TestOutcome {
  const { 'input.formula': formula, ...rest } = validationErrorsOf(error);
  return { kind: 'refused', formula: formula?.[0] ?? null, other: Object.values(rest).flat() };
}

/**
 * upsertFormulaTemplateTest: checks and runs a formula without saving it. `run` hands the outcome to `onOutcome`
 * and returns the call, to be disposed when its answer is no longer wanted. With a micronutrient, the answer
 * says whether the formula can exceed its maximum dose.
 */
export function useUpsertFormulaTemplateTestMutation() {
  const [commit, running] = useMutation<Mutation>(
    graphql`
      mutation useUpsertFormulaTemplateTestMutation($input: FormulaTemplateTestInput!) {
        upsertFormulaTemplateTest(input: $input) {
          output_value
          inputs
          missing_inputs
          problem
          cap_warning {
            max_value
            unit
            test_output_value
            upper_bound
            unbounded
          }
        }
      }
    `,
    commitWithInlineValidation,
  );
  const run = useCallback(
    (
      formula: string,
      testInput: string | null,
      micronutrientId: string | null,
      onOutcome: (outcome: TestOutcome) => void,
    ) =>
      commit({
        variables: {
          input: { formula, test_input_value: testInput, micronutrient_id: micronutrientId || null },
        },
        onCompleted: ({ upsertFormulaTemplateTest: result }, errors) =>
          onOutcome(
            errors?.length
              ? refusalOf(new MutationPayloadError(errors))
              : {
                  kind: 'ran',
                  output: result.output_value ?? null,
                  inputs: result.inputs,
                  missing: result.missing_inputs,
                  problem: result.problem ?? null,
                  capWarning: result.cap_warning
                    ? {
                        max: result.cap_warning.max_value,
                        unit: result.cap_warning.unit,
                        testOutput: result.cap_warning.test_output_value ?? null,
                        upperBound: result.cap_warning.upper_bound ?? null,
                        unbounded: result.cap_warning.unbounded,
                      }
                    : null,
                },
          ),
        onError: (error) => onOutcome(refusalOf(error)),
      }),
    [commit],
  );
  return [run, running] as const;
}
