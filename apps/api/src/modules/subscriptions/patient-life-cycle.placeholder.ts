import { ResolveField, Resolver } from '@nestjs/graphql';
import { Patient } from '../patients/entities/patient.entity.js';
import type { PatientListFilter } from '../patients/services/patient-list-filters.service.js';
import { LifeCyclePhase } from '../patients/inputs/patients.types.js';

// PLACEHOLDER until the subscriptions area exists. A patient's life-cycle phase follows from their
// supplement subscription (active, paused, canceled, none); that area will replace this file with
// real answers. Until then every patient is a non-subscriber.

/** The patient list's inLifeCyclePhase: every patient is a NonSubscriber. */
export const patientLifeCycleFilter: PatientListFilter<'inLifeCyclePhase'> = {
  argument: 'inLifeCyclePhase',
  apply: (query, phase) => {
    if (phase !== LifeCyclePhase.NonSubscriber) query.andWhere('1 = 0');
  },
};

@Resolver(() => Patient)
export class PatientLifeCyclePlaceholderResolver {
  @ResolveField(() => LifeCyclePhase)
  lifeCyclePhase(): LifeCyclePhase {
    return LifeCyclePhase.NonSubscriber;
  }

  @ResolveField(() => Date, { nullable: true })
  lifeCyclePhaseDate(): Date | null {
    return null;
  }
}
