import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { CurrentViewer } from '../../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { groupByKeys } from '../../../../common/dataloader/loader-registry.js';
import type { GraphqlContext } from '../../../../common/graphql/graphql-context.js';
import { Patient } from '../../../patients/index.js';
import { PatientMicronutrient } from './patient-micronutrient.entity.js';
import { PatientMicronutrientsService } from './patient-micronutrients.service.js';
import {
  UpdatePatientMicronutrientsInput,
  UpdatePatientMicronutrientsPayload,
} from './patient-micronutrients.types.js';
import { type NoArgs } from '../../../../common/graphql/field-resolver.js';

/** The micronutrients page's doses of a patient: Patient.latestMicronutrients and the doctor's edit. */
@Resolver(() => Patient)
export class PatientMicronutrientsResolver {
  constructor(
    private readonly doses: PatientMicronutrientsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Mutation(() => UpdatePatientMicronutrientsPayload, {
    description:
      "Sets the doctor's daily doses; all or nothing. Refused while the patient is being processed.",
  })
  updatePatientMicronutrients(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: UpdatePatientMicronutrientsInput,
  ): Promise<UpdatePatientMicronutrientsPayload> {
    return this.doses.update(viewer, input);
  }

  // The parent patient was authorised by the field that loaded it.
  @ResolveField(() => [PatientMicronutrient])
  latestMicronutrients(
    patient: Patient,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<PatientMicronutrient[]> {
    return ctx.loaders
      .get<string, PatientMicronutrient[]>('patientMicronutrients', async (ids) =>
        groupByKeys(
          ids,
          await this.dataSource.getRepository(PatientMicronutrient).findBy({ patient_id: In([...ids]) }),
          (m) => m.patient_id,
        ),
      )
      .load(patient.id);
  }
}
