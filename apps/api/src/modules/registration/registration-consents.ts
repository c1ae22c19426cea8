import { type EntityManager, In } from 'typeorm';
import { checkConsentSelection } from '../catalog/consent-selection.js';
import { UserConsent } from '../users/entities/user-consent.entity.js';
import { ConsentType } from '@portal/shared-types';

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
  const ids = await checkConsentSelection(manager, ConsentType.UserRegistration, consentIds, path);
  if (ids.length) {
    await manager.delete(UserConsent, { user_id: userId, consent_id: In(ids) });
    await manager.insert(
      UserConsent,
      ids.map((consent_id) => ({ user_id: userId, consent_id })),
    );
  }
}
