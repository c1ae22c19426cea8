import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { type Patient } from '../../patients/index.js';
import { signedApiUrl } from '../../../common/http/signed-links.js';
import { PATIENT_INVITATION_TTL_MS, PATIENT_REGISTRATION_TTL_MS } from '../patient-accounts.limits.js';

type InvitedPatient = Pick<Patient, 'guid' | 'email' | 'first_name' | 'last_name'>;

/** The signed links of the patient portal's registration (see docs/decisions/patient-accounts.md). */
@Injectable()
export class PatientAccountLinks {
  constructor(private readonly config: AppConfig) {}

  /**
   * The registration page `/patient/register?guid&email&firstName&lastName&expires&signature` for an
   * invitation mail. `expires` and `signature` sign the API URL `/api/patients/{guid}/verify` that the
   * page posts the birth date to, with them unchanged.
   */
  invitationUrl(
    patient: InvitedPatient,
    expiresAt = new Date(Date.now() + PATIENT_INVITATION_TTL_MS),
  ): string {
    const signed = this.signed(`patients/${patient.guid}/verify`, expiresAt);
    const link = new URL(`${this.base()}/patient/register`);
    link.search = new URLSearchParams({
      guid: patient.guid,
      email: patient.email,
      firstName: patient.first_name,
      lastName: patient.last_name,
      expires: signed.get('expires')!,
      signature: signed.get('signature')!,
    }).toString();
    return link.toString();
  }

  /** The API URL of step 2 (`POST /api/patients/{guid}/register`), handed out by a passed step 1. */
  registrationUrl(guid: string, expiresAt = new Date(Date.now() + PATIENT_REGISTRATION_TTL_MS)): string {
    return signedApiUrl(this.config.appKey, this.config.appUrl, `patients/${guid}/register`, expiresAt);
  }

  /** The patient portal's login page, for mails. */
  loginUrl(): string {
    return `${this.base()}/patient/login`;
  }

  private signed(apiPath: string, expiresAt: Date): URLSearchParams {
    return new URL(signedApiUrl(this.config.appKey, this.config.appUrl, apiPath, expiresAt)).searchParams;
  }

  private base(): string {
    return this.config.appUrl.replace(/\/+$/, '');
  }
}
