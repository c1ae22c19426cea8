import { interpolate, translationOf } from '@portal/i18n';
import { defineErrors } from '../../common/errors/error-catalogue.js';
import type { FormulaFailureReason, FormulaProblem } from './engine/index.js';

export const FormulasError = defineErrors({
  empty: 'formulas.empty',
  tooLong: 'formulas.tooLong',
  tooDeep: 'formulas.tooDeep',
  syntax: 'formulas.syntax',
  forbiddenConstruct: 'formulas.forbiddenConstruct',
  forbiddenFunction: 'formulas.forbiddenFunction',
  unknownInput: 'formulas.unknownInput',
  exponentNotAllowed: 'formulas.exponentNotAllowed',
  numberTooLarge: 'formulas.numberTooLarge',
  testInputInvalid: 'formulas.testInputInvalid',
  testInputUnknown: 'formulas.testInputUnknown',
  nameRequired: 'formulas.nameRequired',
  micronutrientUnknown: 'formulas.micronutrientUnknown',
  micronutrientTaken: 'formulas.micronutrientTaken',
  sortOrderInvalid: 'formulas.sortOrderInvalid',
  notFound: 'formulas.notFound',
  productionNotPossible: 'formulas.productionNotPossible',
  recipeEmpty: 'formulas.recipeEmpty',
  proposalDecided: 'formulas.proposalDecided',
});

export enum FormulasAuditEvent {
  TemplateSaved = 'formulas.template_saved',
  ProductionApproved = 'formulas.production_approved',
  ProposalDecided = 'formulas.proposal_decided',
}

const texts = translationOf('de').errors.formulas;

/** The German sentence for a refused formula, saying where (character and fragment) when known. */
export function problemMessage(problem: FormulaProblem): string {
  const where = problem.position ? interpolate(texts.at, { position: problem.position }) : '';
  return interpolate(texts[problem.code], { where, fragment: problem.fragment ?? '' });
}

/** The German sentence for a formula that failed at run time. */
export function failureMessage(
  reason: FormulaFailureReason | 'refused',
  missing: readonly string[] = [],
): string {
  if (reason === 'missingInput') return interpolate(texts.missingInput, { inputs: missing.join(', ') });
  if (reason === 'refused') return texts.error;
  return texts[reason];
}
