import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { normalizeEmail } from '@portal/shared-types';
import { randomToken, sha256 } from '../../../common/crypto/secrets.js';
import { ValidationError } from '../../../common/errors/app-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { OnboardingType, type User, UsersService } from '../../users/index.js';
import { acceptRegistrationConsents } from '../registration-consents.js';
import { DoctorAccountFactory } from './doctor-account-factory.service.js';
import { RegistrationCodesService } from './registration-codes.service.js';
import type { RegisterDoctorInput } from '../inputs/registration.types.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';

/** Self-registration of a doctor with a registration code: account, doctor role, practice, consents. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly codes: RegistrationCodesService,
    private readonly accounts: DoctorAccountFactory,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly users: UsersService,
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
      .run(null, 'register', async (manager) => {
        const code = await this.codes.consume(manager, input.registration_token, 'input.registration_token');
        const { user: created } = await this.accounts.create(
          manager,
          {
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
          },
          input.medical_center,
          'input.medical_center',
        );
        await acceptRegistrationConsents(
          this.users,
          manager,
          created.id,
          input.user_consents,
          'input.user_consents',
          req,
        );
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
      .catch(DoctorAccountFactory.emailTakenMeanwhile);
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
