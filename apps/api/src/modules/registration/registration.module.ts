import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { MedicalCentersModule } from '../medical-centers/medical-centers.module.js';
import { AccountLinksResolver } from './account-links.resolver.js';
import { ActivationService } from './activation.service.js';
import { EmailChangeController } from './email-change.controller.js';
import { EmailChangeService } from './email-change.service.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { RegistrationCode } from './entities/registration-code.entity.js';
import { InvitationController } from './invitation.controller.js';
import { InvitationService } from './invitation.service.js';
import { PasswordResetTargets } from './password-reset-targets.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationCodesService } from './registration-codes.service.js';
import { RegistrationResolver } from './registration.resolver.js';
import { RegistrationService } from './registration.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([RegistrationCode, PasswordResetToken]),
    MailModule,
    MedicalCentersModule,
  ],
  controllers: [EmailChangeController, InvitationController],
  providers: [
    RegistrationCodesService,
    RegistrationService,
    ActivationService,
    PasswordResetService,
    PasswordResetTargets,
    EmailChangeService,
    InvitationService,
    RegistrationResolver,
    AccountLinksResolver,
  ],
  exports: [InvitationService, PasswordResetTargets],
})
export class RegistrationModule {}
