import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { MedicalCentersModule } from '../medical-centers/index.js';
import { RegistrationModule } from '../registration/index.js';
import { UsersModule } from '../users/index.js';
import { DoctorAccountsService } from './doctor-accounts.service.js';
import { DoctorInvitationsService } from './doctor-invitations.service.js';
import { TherapistActionsResolver } from './therapist-actions.resolver.js';
import { TherapistsQueries } from './therapists-queries.service.js';
import { TherapistsResolver } from './therapists.resolver.js';

/** The admin's therapists: the list, invitations, activation and deletion of doctor accounts. */
@Module({
  imports: [RegistrationModule, AccountModule, UsersModule, MedicalCentersModule],
  providers: [
    TherapistsQueries,
    DoctorInvitationsService,
    DoctorAccountsService,
    TherapistsResolver,
    TherapistActionsResolver,
  ],
})
export class TherapistsModule {}
