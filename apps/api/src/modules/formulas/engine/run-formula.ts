// One evaluation of a compiled formula for one patient, with the reasons a result is refused.
import { FormulaRunFailed } from './formula-errors.js';
import { divisionWatch, type MathExpression } from './math-instances.js';

/**
 * Formulas have no loops, so a run is bounded by the formula's size (at most 2000 characters). The limit is
 * measured after the run, not enforced during it: a run that took longer is refused, it is not interrupted.
 * A slow run is repeated once and refused only when the repeat is slow too: a garbage collection or a busy
 * machine can stall any single run, but a formula that is really too slow is slow every time.
 */
export const TIME_LIMIT_MS = 50;

export interface Clock {
  now(): number;
}

export function runFormula(
  expression: MathExpression,
  inputs: readonly string[],
  scope: ReadonlyMap<string, number>,
  clock: Clock = performance,
): number {
  const { values, missing } = plainScope(inputs, scope);
  let run = timedRun(expression, values, clock);
  if (run.took > TIME_LIMIT_MS) run = timedRun(expression, values, clock);
  if (run.took > TIME_LIMIT_MS)
    throw new FormulaRunFailed(
      'timeLimit',
      `took ${run.took.toFixed(1)} ms, the limit is ${TIME_LIMIT_MS} ms`,
    );
  const raw = run.raw;
  const result = typeof raw === 'boolean' ? Number(raw) : raw;
  if (typeof result !== 'number') throw new FormulaRunFailed('error', `the result is not a number`);
  if (Number.isFinite(result)) return result;
  if (Number.isNaN(result) && missing.length > 0)
    throw new FormulaRunFailed('missingInput', `no value for ${missing.join(', ')}`);
  if (divisionWatch.byZero) throw new FormulaRunFailed('divisionByZero', `division by zero gave ${result}`);
  throw new FormulaRunFailed('notFinite', `the result is ${result}`);
}

function timedRun(
  expression: MathExpression,
  values: Map<string, number>,
  clock: Clock,
): { raw: unknown; took: number } {
  divisionWatch.byZero = false;
  const started = clock.now();
  try {
    const raw: unknown = expression.evaluate(values);
    return { raw, took: clock.now() - started };
  } catch (error) {
    throw new FormulaRunFailed('error', error instanceof Error ? error.message : String(error));
  }
}

// mathjs gets a fresh Map holding only the formula's inputs, each a number: a missing one is NaN.
function plainScope(
  inputs: readonly string[],
  scope: ReadonlyMap<string, number>,
): { values: Map<string, number>; missing: string[] } {
  const values = new Map<string, number>();
  const missing: string[] = [];
  for (const name of inputs) {
    const value: unknown = scope.get(name);
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) {
      values.set(name, Number.NaN);
      missing.push(name);
    } else if (typeof value === 'number' && Number.isFinite(value)) values.set(name, value);
    else throw new FormulaRunFailed('error', `the input ${name} is not a finite number`);
  }
  return { values, missing };
}
