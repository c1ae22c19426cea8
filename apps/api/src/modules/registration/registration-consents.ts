import type { EntityManager } from 'typeorm';
import { checkConsentSelection } from '../catalog/index.js';
import type { UsersService } from '../users/index.js';
import { ConsentType } from '@portal/shared-types';

/**
 * Records the consents a new doctor ticked. Every id must be a registration consent and every
 * required registration consent must be among them; otherwise nothing is written.
 */
export async function acceptRegistrationConsents(
  users: UsersService,
  manager: EntityManager,
  userId: string,
  consentIds: string[],
  path: string,
): Promise<void> {
  const ids = await checkConsentSelection(manager, ConsentType.UserRegistration, consentIds, path);
  if (ids.length) await users.recordConsents(manager, userId, ids);
}
