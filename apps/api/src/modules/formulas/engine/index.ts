export {
  type FormulaFailureReason,
  type FormulaProblem,
  type FormulaProblemCode,
  FormulaRefused,
  FormulaRunFailed,
} from './formula-errors.js';
export { type IsKnownInput } from './formula-checker.js';
export { FORMULA_FUNCTIONS } from './formula-functions.js';
export { checkFormula, compileFormula, type CompiledFormula, evaluateUncompiled } from './compile-formula.js';
export { CompiledFormulaCache } from './compiled-formula-cache.js';
export { bounds, formulaBounds, type InputRange, type Interval } from './formula-bounds.js';
