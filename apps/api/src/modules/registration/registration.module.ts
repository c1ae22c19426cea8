import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { MedicalCentersModule } from '../medical-centers/index.js';
import { UsersModule } from '../users/index.js';
import { ActivationService } from './services/activation.service.js';
import { DoctorInvitation } from './entities/doctor-invitation.entity.js';
import { RegistrationCode } from './entities/registration-code.entity.js';
import { InvitationController } from './invitation.controller.js';
import { DoctorAccountFactory } from './services/doctor-account-factory.service.js';
import { InvitationService } from './services/invitation.service.js';
import { RegistrationCodesService } from './services/registration-codes.service.js';
import { RegistrationResolver } from './registration.resolver.js';
import { RegistrationService } from './services/registration.service.js';

/** Registration and invitations: the sign-up wizard with a code, activation, and invited doctors. */
@Module({
  imports: [
    TypeOrmModule.forFeature([RegistrationCode, DoctorInvitation]),
    MailModule,
    MedicalCentersModule,
    UsersModule,
  ],
  controllers: [InvitationController],
  providers: [
    RegistrationCodesService,
    RegistrationService,
    ActivationService,
    InvitationService,
    DoctorAccountFactory,
    RegistrationResolver,
  ],
  exports: [InvitationService, DoctorAccountFactory],
})
export class RegistrationModule {}
