import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { normalizeEmail } from '@portal/shared-types';
import { randomToken, sha256 } from '../../../common/crypto/secrets.js';
import { ValidationError } from '../../../common/errors/app-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites } from '../../audit/audited-writes.service.js';
import { AuditEvent, AuditService } from '../../audit/audit.service.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import type { MailLocale } from '../../mail/templates/index.js';
import { MailService } from '../../mail/mail.service.js';
import { MedicalCentersService } from '../../medical-centers/medical-centers.service.js';
import type { UpsertMedicalCenterInput } from '../../medical-centers/medical-centers.types.js';
import { Doctor } from '../../users/entities/doctor.entity.js';
import { OnboardingType, User } from '../../users/entities/user.entity.js';
import { isEmailTaken } from '../../users/email-taken.js';
import { nextAccountingCode } from './accounting-code.js';
import { acceptRegistrationConsents } from '../registration-consents.js';
import { RegistrationCodesService } from './registration-codes.service.js';
import type { RegisterDoctorInput } from '../inputs/registration.types.js';
import { RegistrationError } from '../registration.errors.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';

// Errors of the shared practice code name `input.<field>`; here the practice sits in input.medical_center.
function underMedicalCenter(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error;
  return new ValidationError(
    Object.fromEntries(
      Object.entries(error.validation).map(([path, messages]) => [
        path.replace(/^input\./, 'input.medical_center.'),
        messages,
      ]),
    ),
  );
}

/** Self-registration of a doctor with a registration code: account, doctor role, practice, consents. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly codes: RegistrationCodesService,
    private readonly centers: MedicalCentersService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async registerDoctor(input: RegisterDoctorInput, req: Request): Promise<User> {
    if (input.password_confirmation != null && input.password_confirmation !== input.password)
      throw ValidationError.of('input.password_confirmation', ValidationText.passwordsDoNotMatchRegistration);
    // The cheap HMAC check first: a forged or expired token must not cost an argon2 hash.
    this.codes.assertToken(input.registration_token, 'input.registration_token');
    const email = normalizeEmail(input.email);
    const passwordHash = await this.passwords.hash(input.password);
    const activationToken = randomToken();
    const user = await this.writes
      .run(null, 'registerDoctor', async (manager) => {
        if (await manager.existsBy(User, { email }))
          throw ValidationError.of('input.email', RegistrationError.emailTaken);
        const code = await this.codes.consume(manager, input.registration_token, 'input.registration_token');
        const created = await manager.save(
          manager.create(User, {
            email,
            password: passwordHash,
            salutation: input.salutation,
            title: input.title?.trim() || null,
            first_name: input.first_name.trim(),
            last_name: input.last_name.trim(),
            is_active: false,
            activation_token_hash: sha256(activationToken),
            onboardingType: OnboardingType.REGISTRATION,
            partnership_model_id: code.partnership_model_id,
          }),
        );
        await manager.insert(Doctor, {
          user_id: created.id,
          accounting_code: await nextAccountingCode(manager),
        });
        await acceptRegistrationConsents(manager, created.id, input.user_consents, 'input.user_consents');
        const practice: UpsertMedicalCenterInput = input.medical_center;
        try {
          const center = await this.centers.createFor(manager, created, practice);
          await this.centers.apply(manager, center, practice);
        } catch (error) {
          throw underMedicalCenter(error);
        }
        await this.audit.record(
          {
            event: AuditEvent.AccountRegistered,
            userId: created.id,
            subject: { type: 'user', id: created.id },
            details: { registrationCodeId: code.id, partnershipModelId: code.partnership_model_id },
            req,
          },
          manager,
        );
        return created;
      })
      .catch((error: unknown) => {
        if (isEmailTaken(error)) throw ValidationError.of('input.email', RegistrationError.emailTaken);
        throw error;
      });
    await this.sendActivationMail(user, activationToken);
    return user;
  }

  private async sendActivationMail(user: User, token: string): Promise<void> {
    const link = new URL(`${this.config.appUrl.replace(/\/+$/, '')}/account-activation`);
    link.searchParams.set('email', user.email);
    link.searchParams.set('activation_token', token);
    await this.mail.send({
      to: user.email,
      template: 'account-activation',
      locale: user.locale as MailLocale,
      data: { name: user.name, url: link.toString() },
    });
  }
}
