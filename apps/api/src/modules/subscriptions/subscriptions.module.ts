import { Module, type OnModuleInit } from '@nestjs/common';
import { PatientListFilters } from '../patients/services/patient-list-filters.service.js';
import { PatientsModule } from '../patients/patients.module.js';
import {
  PatientLifeCyclePlaceholderResolver,
  patientLifeCycleFilter,
} from './patient-life-cycle.placeholder.js';

/** The supplement subscriptions area; so far only the placeholder for the patient's life-cycle phase. */
@Module({
  imports: [PatientsModule],
  providers: [PatientLifeCyclePlaceholderResolver],
})
export class SubscriptionsModule implements OnModuleInit {
  constructor(private readonly patientListFilters: PatientListFilters) {}

  onModuleInit(): void {
    this.patientListFilters.register(patientLifeCycleFilter);
  }
}
