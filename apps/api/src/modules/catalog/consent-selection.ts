import type { EntityManager } from 'typeorm';
import { type ConsentType, isRowId } from '@portal/shared-types';
import { ValidationError } from '../../common/errors/app-error.js';
import { Consent, ConsentAppliesTo } from './entities/consent.entity.js';
import { ValidationText } from '../../common/validation/validation-texts.js';

/** Which consents an order asks for: those for every order, and the DNA ones when it holds a DNA analysis. */
export function appliesToOrder(holdsDna: boolean): (consent: Consent) => boolean {
  return (consent) => consent.applies_to === ConsentAppliesTo.all || holdsDna;
}

/** The consents of a type that the form offers, in their order (`applies` narrows an order's consents). */
export async function offeredConsents(
  manager: EntityManager,
  type: ConsentType,
  applies: (consent: Consent) => boolean = () => true,
): Promise<Consent[]> {
  const all = await manager.find(Consent, { where: { type }, order: { sort_order: 'ASC', id: 'ASC' } });
  return all.filter(applies);
}

/**
 * The distinct consent ids a person ticked on a form that offers the consents of one type. Every id
 * must be one of that type and every required one that `applies` keeps must be among them; otherwise a
 * validation error on `path`. Ticked consents that do not apply (the GenDG consent on a blood-only
 * order) are left out of the answer, so they are not recorded.
 */
export async function checkConsentSelection(
  manager: EntityManager,
  type: ConsentType,
  consentIds: (string | number)[],
  path: string,
  applies: (consent: Consent) => boolean = () => true,
): Promise<string[]> {
  const ids = [...new Set(consentIds.map(String))];
  if (!ids.every(isRowId)) throw ValidationError.of(path, ValidationText.consentUnknown);
  const ofType = await offeredConsents(manager, type);
  const known = new Set(ofType.map((consent) => consent.id));
  if (ids.some((id) => !known.has(id))) throw ValidationError.of(path, ValidationText.consentUnknown);
  const offered = ofType.filter(applies);
  if (offered.some((consent) => consent.required && !ids.includes(consent.id)))
    throw ValidationError.of(path, ValidationText.consentRequired);
  const offeredIds = new Set(offered.map((consent) => consent.id));
  return ids.filter((id) => offeredIds.has(id));
}
