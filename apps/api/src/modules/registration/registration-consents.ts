import { type EntityManager, In } from 'typeorm';
import { ValidationMessage } from '@portal/shared-types';
import { ValidationError } from '../../common/errors/app-error.js';
import { Consent, ConsentType } from '../catalog/entities/consent.entity.js';
import { UserConsent } from '../users/entities/user-consent.entity.js';
import { RegistrationMessage } from './registration.messages.js';

/**
 * Records the consents a new doctor ticked. Every id must be a registration consent and every
 * required registration consent must be among them; otherwise nothing is written.
 */
export async function acceptRegistrationConsents(
  manager: EntityManager,
  userId: string,
  consentIds: string[],
  path: string,
): Promise<void> {
  const ids = [...new Set(consentIds.map(String))];
  if (ids.some((id) => !/^\d{1,18}$/.test(id)))
    throw ValidationError.of(path, RegistrationMessage.consentUnknown);
  const offered = await manager.findBy(Consent, { type: ConsentType.UserRegistration });
  const offeredIds = new Set(offered.map((consent) => consent.id));
  if (ids.some((id) => !offeredIds.has(id)))
    throw ValidationError.of(path, RegistrationMessage.consentUnknown);
  if (offered.some((consent) => consent.required && !ids.includes(consent.id)))
    throw ValidationError.of(path, ValidationMessage.consentRequired);
  if (ids.length) {
    await manager.delete(UserConsent, { user_id: userId, consent_id: In(ids) });
    await manager.insert(
      UserConsent,
      ids.map((consent_id) => ({ user_id: userId, consent_id })),
    );
  }
}
