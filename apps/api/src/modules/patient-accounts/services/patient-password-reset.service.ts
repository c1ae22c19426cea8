import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { Redis } from 'ioredis';
import type { EntityManager } from 'typeorm';
import { normalizeEmail } from '@portal/shared-types';
import { randomToken, sha256 } from '../../../common/crypto/secrets.js';
import { REDIS } from '../../../common/redis/redis.module.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { patientByGuid, patientById } from '../../patients/index.js';
import type {
  PasswordResetChange,
  PasswordResetTarget,
} from '../../password-reset/password-reset-targets.js';
import { PASSWORD_RESET_TTL_MS } from '../../password-reset/password-reset.limits.js';
import { startResetResendPause } from '../../password-reset/resend-pause.js';
import { destroyPatientSessionsOf } from '../../sessions/session-lifecycle.js';
import { PatientAccount } from '../entities/patient-account.entity.js';
import type { RequestPatientPasswordResetArgs } from '../inputs/patient-password-reset.types.js';
import { PatientPasswordResetToken } from '../entities/patient-password-reset-token.entity.js';

/**
 * "Forgot password" of the patient portal: username (guid) and e-mail ask for a mailed one-hour
 * link; the link's token is then accepted by the shared `resetPassword` mutation (as a reset target).
 */
@Injectable()
export class PatientPasswordResetService implements PasswordResetTarget {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Answers the same for an unknown guid, another e-mail or a patient without an account. */
  async request(args: RequestPatientPasswordResetArgs): Promise<boolean> {
    const guid = args.patientGuid.trim().toLowerCase();
    await startResetResendPause(this.redis, `${this.config.redisPrefix}:patient-password-reset:${guid}`);
    const token = randomToken();
    const patient = await this.writes.run(null, 'requestPatientPasswordReset', async (manager) => {
      const found = isUUID(guid) ? await patientByGuid(manager, guid) : null;
      if (found?.email !== normalizeEmail(args.email)) return null;
      if (!(await manager.existsBy(PatientAccount, { patient_id: found.id }))) return null;
      await manager.upsert(
        PatientPasswordResetToken,
        { patient_id: found.id, token_hash: sha256(token), created_at: new Date() },
        ['patient_id'],
      );
      return found;
    });
    if (patient) {
      const link = new URL(`${this.config.appUrl.replace(/\/+$/, '')}/patient/change-password`);
      link.searchParams.set('token', token);
      await this.mail.send({
        to: patient.email,
        template: 'patient-password-reset',
        locale: patient.locale as MailLocale,
        data: {
          name: `${patient.first_name} ${patient.last_name}`,
          username: patient.guid,
          url: link.toString(),
          validMinutes: PASSWORD_RESET_TTL_MS / 60_000,
        },
      });
    }
    return true;
  }

  /** A patient token: used up, and the password set, when valid; false lets resetPassword refuse it. */
  async reset(manager: EntityManager, change: PasswordResetChange): Promise<boolean> {
    // Deleting first uses the token up atomically; a refusal rolls the whole transaction back.
    const [rows] = await manager.query<[{ patient_id: string; created_at: Date }[], number]>(
      `DELETE FROM patient_password_reset_tokens WHERE token_hash = $1 RETURNING patient_id, created_at`,
      [change.tokenHash],
    );
    const entry = rows[0];
    if (!entry || new Date(entry.created_at).getTime() + PASSWORD_RESET_TTL_MS < Date.now()) return false;
    const patient = await patientById(manager, entry.patient_id);
    if (change.email !== null && change.email !== patient.email) return false;
    await manager.update(PatientAccount, patient.id, {
      password: change.passwordHash,
      password_changed_at: new Date(),
    });
    // Whoever knew the old password is logged out everywhere, as a user's reset does.
    await destroyPatientSessionsOf(manager, patient.id);
    await this.audit.record(
      {
        event: AuditEvent.PatientPasswordReset,
        subject: { type: 'patient', id: patient.id },
        req: change.req,
      },
      manager,
    );
    return true;
  }
}
