// The engine's entry points: check a formula's text, compile it once, evaluate it per patient.
import { checkFormulaText, type IsKnownInput } from './formula-checker.js';
import { type FormulaProblem, FormulaRefused } from './formula-errors.js';
import { compileTree } from './math-instances.js';
import { runFormula } from './run-formula.js';

export interface CompiledFormula {
  readonly text: string;
  /** Sorted, unique input names the formula reads. */
  readonly inputs: readonly string[];
  /** A finite number, or throws FormulaRunFailed. */
  evaluate(scope: ReadonlyMap<string, number>): number;
}

/** Throws FormulaRefused. */
export function compileFormula(text: string, isKnownInput: IsKnownInput): CompiledFormula {
  const { tree, inputs } = checkFormulaText(text, isKnownInput);
  const expression = compileTree(tree);
  const frozenInputs = Object.freeze(inputs);
  return Object.freeze({
    text,
    inputs: frozenInputs,
    evaluate: (scope: ReadonlyMap<string, number>) => runFormula(expression, frozenInputs, scope),
  });
}

export function checkFormula(
  text: string,
  isKnownInput: IsKnownInput,
): { inputs: string[] } | { problem: FormulaProblem } {
  try {
    return { inputs: checkFormulaText(text, isKnownInput).inputs };
  } catch (error) {
    if (error instanceof FormulaRefused) return { problem: error.problem };
    throw error;
  }
}

/** Parses, checks, compiles and evaluates on every call (the benchmark's and the property tests' baseline). */
export function evaluateUncompiled(
  text: string,
  scope: ReadonlyMap<string, number>,
  isKnownInput: IsKnownInput,
): number {
  return compileFormula(text, isKnownInput).evaluate(scope);
}
