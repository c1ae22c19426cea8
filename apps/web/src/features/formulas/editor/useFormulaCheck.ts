import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../shared/search/useDebouncedValue';
import {
  type TestOutcome,
  useUpsertFormulaTemplateTestMutation,
} from './useUpsertFormulaTemplateTestMutation';

// Checked once the admin pauses typing, not on every key.
export const FORMULA_CHECK_DEBOUNCE_MS = 400;

export type FormulaCheck =
  { state: 'empty' } | { state: 'checking' } | { state: 'checked'; outcome: TestOutcome };

/**
 * The live syntax check of the formula being typed: the API's verdict on the text as it stands, and (with the
 * chosen micronutrient) whether it can exceed the maximum dose.
 */
export function useFormulaCheck(
  formula: string,
  testInput: string | null,
  micronutrientId: string | null = null,
): FormulaCheck {
  const request = JSON.stringify([formula, testInput, micronutrientId]);
  const due = useDebouncedValue(request, FORMULA_CHECK_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ request: string; outcome: TestOutcome } | null>(null);
  const [run] = useUpsertFormulaTemplateTestMutation();

  useEffect(() => {
    const [dueFormula, dueTestInput, dueMicronutrient] = JSON.parse(due) as [
      string,
      string | null,
      string | null,
    ];
    if (dueFormula.trim() === '') return;
    const call = run(dueFormula, dueTestInput, dueMicronutrient, (outcome) =>
      setAnswer({ request: due, outcome }),
    );
    // A newer text makes this answer stale.
    return () => call.dispose();
  }, [due, run]);

  if (formula.trim() === '') return { state: 'empty' };
  return answer?.request === request ? { state: 'checked', outcome: answer.outcome } : { state: 'checking' };
}
