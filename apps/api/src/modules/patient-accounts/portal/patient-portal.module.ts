import { Module } from '@nestjs/common';
import { PatientAccountController } from './patient-account.controller.js';
import { PatientAccountService } from './patient-account.service.js';
import { PatientLoginService } from './patient-login.service.js';
import { PatientPasswordCheck } from './patient-password-check.service.js';
import { PatientSessionController } from './patient-session.controller.js';
import { PortalPatients } from './portal-patients.service.js';

/** The patient portal's session and account REST API: login, logout, me, password, account deletion. */
@Module({
  controllers: [PatientSessionController, PatientAccountController],
  providers: [PortalPatients, PatientLoginService, PatientPasswordCheck, PatientAccountService],
})
export class PatientAccountPortalModule {}
