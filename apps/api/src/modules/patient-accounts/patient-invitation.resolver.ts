import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { Patient } from '../patients/index.js';
import { PatientInvitationService } from './services/patient-invitation.service.js';

@Resolver(() => Patient)
export class PatientInvitationResolver {
  constructor(private readonly invitations: PatientInvitationService) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Patient, {
    description:
      'Admins: mails the patient (by guid) the signed registration link of the patient portal (valid 7 days); audited.',
  })
  invitePatient(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => String, description: "The patient's guid." }) id: string,
  ): Promise<Patient> {
    return this.invitations.invite(viewer, id);
  }
}
