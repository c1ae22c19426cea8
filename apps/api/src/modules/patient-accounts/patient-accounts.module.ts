import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { PasswordResetTargets } from '../registration/password-reset-targets.js';
import { RegistrationModule } from '../registration/registration.module.js';
import { PatientAccountLinks } from './patient-account-links.service.js';
import { PatientAccount } from './patient-account.entity.js';
import { PatientPasswordResetToken } from './patient-password-reset-token.entity.js';
import { PatientPasswordResetResolver } from './patient-password-reset.resolver.js';
import { PatientPasswordResetService } from './patient-password-reset.service.js';
import { PatientRegistrationController } from './patient-registration.controller.js';
import { PatientRegistrationService } from './patient-registration.service.js';

/** The patient portal's accounts: registration from a signed invitation and the password reset. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PatientAccount, PatientPasswordResetToken]),
    MailModule,
    RegistrationModule,
  ],
  controllers: [PatientRegistrationController],
  providers: [
    PatientAccountLinks,
    PatientRegistrationService,
    PatientPasswordResetService,
    PatientPasswordResetResolver,
  ],
  exports: [PatientAccountLinks],
})
export class PatientAccountsModule implements OnModuleInit {
  constructor(
    private readonly resetTargets: PasswordResetTargets,
    private readonly passwordReset: PatientPasswordResetService,
  ) {}

  // resetPassword (registration module) also accepts the tokens of patient reset mails.
  onModuleInit(): void {
    this.resetTargets.register(this.passwordReset);
  }
}
