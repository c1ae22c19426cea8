import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { isValidEmail, normalizeEmail } from '@portal/shared-types';
import { PatientSessionKind } from '../../../common/auth/patient-viewer.js';
import { ValidationError } from '../../../common/errors/app-error.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { ImpersonationLocks } from '../../sessions/services/impersonation-locks.service.js';
import { LoginService } from '../../sessions/services/login.service.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import { destroySession, startPatientSession } from '../../sessions/session-lifecycle.js';
import { SessionsError } from '../../sessions/sessions.errors.js';
import { ATTEMPT_WINDOW_SECONDS, LOGIN_ATTEMPTS, patientLoginThrottleKey } from './patient-portal.limits.js';
import { type PortalPatient, PortalPatients, portalAccountIdsByEmail } from './portal-patients.service.js';

type LookupFailure = 'unknown' | 'ambiguous_email';

/**
 * The patient portal's login: the guid, or an e-mail address that exactly one account has, and the
 * password. Unknown user, an address shared by several accounts and a wrong password answer alike.
 */
@Injectable()
export class PatientLoginService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PortalPatients,
    private readonly passwords: PasswordService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
    private readonly userLogin: LoginService,
    private readonly locks: ImpersonationLocks,
  ) {}

  async signIn(body: { username: string; password: string }, req: Request): Promise<PortalPatient> {
    const key = patientLoginThrottleKey(body.username, req.ip);
    // Every attempt counts before the password is checked, so parallel guesses cannot pass the limit.
    await this.limiter.hit(key, LOGIN_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    const found = await this.lookUp(body.username);
    const hash = typeof found === 'string' ? null : await this.patients.passwordHash(found.id);
    const valid = await this.passwords.verify(hash, body.password);
    if (typeof found === 'string' || !valid) {
      await this.audit.record({
        event: AuditEvent.PatientLoginFailed,
        subject: typeof found === 'string' ? null : { type: 'patient', id: found.id },
        details: { reason: typeof found === 'string' ? found : 'password' },
        req,
      });
      throw ValidationError.of('username', SessionsError.credentialsMismatch);
    }
    await this.limiter.clear(key);
    // A new session id; whatever the browser's session held (a doctor's login too) is dropped, and an
    // admin's hold on an impersonated doctor is given back as the doctor login does.
    await this.locks.release(req);
    await startPatientSession(req, { id: found.id, kind: PatientSessionKind.Portal });
    await this.audit.record({
      event: AuditEvent.PatientLoginSucceeded,
      subject: { type: 'patient', id: found.id },
      details: { username: isUUID(body.username.trim()) ? 'guid' : 'email' },
      req,
    });
    return found;
  }

  /**
   * Ends the browser's one session, whoever it is for: a doctor's or admin's goes through their own logout
   * (audit, impersonation lock); a patient's is audited here.
   */
  async signOut(req: Request): Promise<void> {
    if (req.session?.userId) return this.userLogin.signOut(req);
    const patient = req.session?.patient;
    if (patient)
      await this.audit.record({
        event: AuditEvent.PatientLogout,
        subject: { type: 'patient', id: patient.id },
        details: { kind: patient.kind },
        req,
      });
    if (req.session) await destroySession(req);
  }

  private async lookUp(username: string): Promise<PortalPatient | LookupFailure> {
    const trimmed = username.trim();
    if (isUUID(trimmed))
      return (await this.patients.withAccount({ guid: trimmed.toLowerCase() })) ?? 'unknown';
    const email = normalizeEmail(username);
    if (!isValidEmail(email)) return 'unknown';
    const ids = await portalAccountIdsByEmail(this.dataSource.manager, email);
    if (ids.length > 1) return 'ambiguous_email';
    if (!ids.length) return 'unknown';
    return (await this.patients.withAccount({ id: ids[0] })) ?? 'unknown';
  }
}
