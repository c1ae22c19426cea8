import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { ConsentSubjectType, recordConsentEvidence } from '../consents/index.js';
import { checkConsentSelection } from '../catalog/index.js';
import type { UsersService } from '../users/index.js';
import { ConsentType } from '@portal/shared-types';

/**
 * Records the consents a new doctor ticked. Every id must be a registration consent and every
 * required registration consent must be among them; otherwise nothing is written. Each acceptance also
 * leaves evidence (wording, time, account, address).
 */
export async function acceptRegistrationConsents(
  users: UsersService,
  manager: EntityManager,
  userId: string,
  consentIds: string[],
  path: string,
  req: Request,
): Promise<void> {
  const ids = await checkConsentSelection(manager, ConsentType.UserRegistration, consentIds, path);
  if (!ids.length) return;
  await users.recordConsents(manager, userId, ids);
  await recordConsentEvidence(manager, ids, {
    type: ConsentType.UserRegistration,
    subject: { type: ConsentSubjectType.user, id: userId },
    patientId: null,
    acceptedBy: { userId, ip: req.ip ?? null },
  });
}
