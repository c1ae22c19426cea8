// What can go wrong with a formula: refused when it is saved, or failed when it runs for one patient.

export type FormulaProblemCode =
  | 'empty'
  | 'tooLong'
  | 'tooDeep'
  | 'syntax'
  | 'forbiddenConstruct'
  | 'forbiddenFunction'
  | 'unknownInput'
  | 'exponentNotAllowed'
  | 'numberTooLarge';

export interface FormulaProblem {
  code: FormulaProblemCode;
  /** The offending part of the text, as written when it could be found. */
  fragment: string | null;
  /** 1-based character position in the text, when known. */
  position: number | null;
}

export class FormulaRefused extends Error {
  override readonly name = 'FormulaRefused';

  constructor(readonly problem: FormulaProblem) {
    const where = problem.position === null ? '' : ` at character ${problem.position}`;
    const what = problem.fragment === null ? '' : `: ${problem.fragment}`;
    super(`formula refused (${problem.code})${where}${what}`);
  }
}

export type FormulaFailureReason = 'notFinite' | 'divisionByZero' | 'missingInput' | 'timeLimit' | 'error';

export class FormulaRunFailed extends Error {
  override readonly name = 'FormulaRunFailed';

  constructor(
    readonly reason: FormulaFailureReason,
    readonly detail: string,
  ) {
    super(`formula failed (${reason}): ${detail}`);
  }
}
