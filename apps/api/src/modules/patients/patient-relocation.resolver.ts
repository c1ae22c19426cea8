import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { Patient } from './entities/patient.entity.js';
import { PatientRelocation } from './services/patient-relocation.service.js';

@Resolver(() => Patient)
export class PatientRelocationResolver {
  constructor(private readonly relocation: PatientRelocation) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Patient, {
    description:
      "Admins: moves the patient (by guid) to an active doctor's other practice, with the open consulting fees; audited.",
  })
  relocatePatient(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => String, description: "The patient's guid." }) id: string,
    @Args('doctorId', {
      type: () => ID,
      nullable: true,
      description: 'The target doctor (`doctor.id`); required, null answers a validation message.',
    })
    doctorId: string | null,
  ): Promise<Patient> {
    return this.relocation.relocate(viewer, id, doctorId);
  }
}
