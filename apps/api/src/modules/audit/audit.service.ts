import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AuditLog } from './audit-log.entity.js';

export enum AuditEvent {
  LoginSucceeded = 'login.succeeded',
  LoginFailed = 'login.failed',
  Logout = 'logout',
  TwoFactorChallengeFailed = 'two_factor.challenge_failed',
  TwoFactorEnabled = 'two_factor.enabled',
  TwoFactorConfirmed = 'two_factor.confirmed',
  TwoFactorDisabled = 'two_factor.disabled',
  TwoFactorDisabledByAdmin = 'two_factor.disabled_by_admin',
  RecoveryCodesRegenerated = 'two_factor.recovery_codes_regenerated',
  RecoveryCodeUsed = 'two_factor.recovery_code_used',
  OtpEmailChanged = 'two_factor.otp_email_changed',
  TwoFactorSkipped = 'two_factor.skipped',
  PasswordConfirmed = 'password.confirmed',
  PasswordChanged = 'password.changed',
  PasswordReset = 'password.reset',
  EmailChangeRequested = 'email.change_requested',
  EmailChanged = 'email.changed',
  AccountRegistered = 'account.registered',
  AccountActivated = 'account.activated',
  InvitationAccepted = 'account.invitation_accepted',
  AccountDeleted = 'account.deleted',
  ProfileUpdated = 'account.profile_updated',
  PartnershipModelChanged = 'account.partnership_model_changed',
  PatientBirthDateMismatch = 'patient_account.birth_date_mismatch',
  PatientAccountRegistered = 'patient_account.registered',
  PatientInvited = 'patient_account.invited',
  PatientPasswordReset = 'patient_account.password_reset',
  PatientLoginSucceeded = 'patient_account.login_succeeded',
  PatientLoginFailed = 'patient_account.login_failed',
  PatientLogout = 'patient_account.logout',
  PatientAccountViewed = 'patient_account.viewed',
  PatientPasswordChanged = 'patient_account.password_changed',
  PatientAccountDeleted = 'patient_account.deleted',
  PatientConsentWithdrawn = 'patient_account.consent_withdrawn',
  PatientDataExportRequested = 'patient_account.data_export_requested',
  PatientDataExportDownloaded = 'patient_account.data_export_downloaded',
  ImpersonationStarted = 'impersonation.started',
  ImpersonationStopped = 'impersonation.stopped',
  ImpersonatedWrite = 'impersonation.write',
  ReportReleased = 'report_release.released',
  ReportReleaseWithdrawn = 'report_release.withdrawn',
  /** The patient opened a released report in the portal (page or PDF). */
  PatientReportRead = 'report_release.read',
}

export interface AuditEntry {
  /** An AuditEvent or an area's own event name (`patient.viewed`). */
  event: AuditEvent | `${string}.${string}`;
  userId?: string | null;
  impersonatorId?: string | null;
  subject?: { type: string; id: string } | null;
  details?: Record<string, unknown>;
  req?: Request;
}

// A last line of defence: whatever a caller passes, no key that names a secret is stored, at any depth.
// Keys are compared word by word (camelCase, snake_case, kebab-case), never as substrings, and a key
// ending in `id`/`ids` names a record, not a secret: `registrationCodeId` stays, `recovery_code` goes.
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pass',
  'token',
  'secret',
  'signature',
  'code',
  'otp',
  'pin',
  'iban',
]);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  const last = words[words.length - 1];
  if (last === 'id' || last === 'ids') return false;
  return words.some((word) => SECRET_WORDS.has(word));
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return withoutSecrets(value as Record<string, unknown>);
  return value;
}

export function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, value]) => [key, scrub(value)]),
  );
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes the entry, inside the caller's transaction when one is given. */
  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AuditLog, {
      event: entry.event,
      user_id: entry.userId ?? null,
      impersonator_id: entry.impersonatorId ?? null,
      subject_type: entry.subject?.type ?? null,
      subject_id: entry.subject?.id ?? null,
      ip: entry.req?.ip?.slice(0, 64) ?? null,
      request_id: typeof entry.req?.id === 'string' ? entry.req.id.slice(0, 64) : null,
      details: withoutSecrets(entry.details ?? {}) as never,
    });
  }

  /** The viewer's ids as an audit entry expects them. */
  static actor(viewer: Viewer): Pick<AuditEntry, 'userId' | 'impersonatorId'> {
    return { userId: viewer.user.id, impersonatorId: viewer.impersonator?.id ?? null };
  }
}
