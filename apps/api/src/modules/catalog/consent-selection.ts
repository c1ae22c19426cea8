import type { EntityManager } from 'typeorm';
import { type ConsentType, isRowId } from '@portal/shared-types';
import { ValidationError } from '../../common/errors/app-error.js';
import { Consent } from './entities/consent.entity.js';
import { ValidationText } from '../../common/validation/validation-texts.js';

/**
 * The distinct consent ids a person ticked on a form that offers the consents of one type. Every id
 * must be one of them and every required one must be among them; otherwise a validation error on `path`.
 */
export async function checkConsentSelection(
  manager: EntityManager,
  type: ConsentType,
  consentIds: (string | number)[],
  path: string,
): Promise<string[]> {
  const ids = [...new Set(consentIds.map(String))];
  if (!ids.every(isRowId)) throw ValidationError.of(path, ValidationText.consentUnknown);
  const offered = await manager.findBy(Consent, { type });
  const offeredIds = new Set(offered.map((consent) => consent.id));
  if (ids.some((id) => !offeredIds.has(id))) throw ValidationError.of(path, ValidationText.consentUnknown);
  if (offered.some((consent) => consent.required && !ids.includes(consent.id)))
    throw ValidationError.of(path, ValidationText.consentRequired);
  return ids;
}
