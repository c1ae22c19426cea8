import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { PasswordResetTargets } from '../password-reset/password-reset-targets.js';
import { PasswordResetModule } from '../password-reset/password-reset.module.js';
import { RegistrationModule } from '../registration/registration.module.js';
import { PatientAccountLinks } from './services/patient-account-links.service.js';
import { PatientAccount } from './entities/patient-account.entity.js';
import { PatientPasswordResetToken } from './entities/patient-password-reset-token.entity.js';
import { PatientAccountPortalModule } from './portal/patient-portal.module.js';
import { PatientPasswordResetResolver } from './patient-password-reset.resolver.js';
import { PatientInvitationResolver } from './patient-invitation.resolver.js';
import { PatientInvitationService } from './services/patient-invitation.service.js';
import { PatientPasswordResetService } from './services/patient-password-reset.service.js';
import { PatientRegistrationController } from './patient-registration.controller.js';
import { PatientRegistrationService } from './services/patient-registration.service.js';

/** The patient portal's accounts: registration from a signed invitation, the password reset, login and account. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PatientAccount, PatientPasswordResetToken]),
    MailModule,
    RegistrationModule,
    PasswordResetModule,
    PatientAccountPortalModule,
  ],
  controllers: [PatientRegistrationController],
  providers: [
    PatientAccountLinks,
    PatientRegistrationService,
    PatientPasswordResetService,
    PatientPasswordResetResolver,
    PatientInvitationService,
    PatientInvitationResolver,
  ],
  exports: [PatientAccountLinks],
})
export class PatientAccountsModule implements OnModuleInit {
  constructor(
    private readonly resetTargets: PasswordResetTargets,
    private readonly passwordReset: PatientPasswordResetService,
  ) {}

  // resetPassword (password-reset area) also accepts the tokens of patient reset mails.
  onModuleInit(): void {
    this.resetTargets.register(this.passwordReset);
  }
}
