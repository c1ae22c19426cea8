import { MedicalCentersModule } from '../medical-centers/index.js';
import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeletionBlockers } from '../account/deletion-blockers.service.js';
import { UsersModule } from '../users/users.module.js';
import { PatientConsent } from './entities/patient-consent.entity.js';
import { PatientShippingAddress } from './entities/patient-shipping-address.entity.js';
import { Patient } from './entities/patient.entity.js';
import { LifestyleAnswersService } from './lifestyle/lifestyle-answers.service.js';
import { LifestyleQuestion } from './lifestyle/lifestyle-question.entity.js';
import { LifestyleQuestionsService } from './lifestyle/lifestyle-questions.service.js';
import { LifestyleResolver } from './lifestyle/lifestyle.resolver.js';
import { PatientLifestyleAnswer } from './lifestyle/patient-lifestyle-answer.entity.js';
import { PatientCommands } from './services/patient-commands.service.js';
import { PatientDeletionBlockers } from './services/patient-deletion-blockers.service.js';
import { PatientListColumns } from './services/patient-list-columns.service.js';
import { PatientListFilters } from './services/patient-list-filters.service.js';
import { PatientProcessingService } from './services/patient-processing.service.js';
import { PatientQueries } from './services/patient-queries.service.js';
import { PatientViews } from './services/patient-views.service.js';
import { PatientLoader } from './patient.loader.js';
import { PatientResolver, PatientShippingAddressResolver } from './patient.resolver.js';
import { PatientRelocationResolver } from './patient-relocation.resolver.js';
import { PatientRelocation } from './services/patient-relocation.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Patient,
      PatientShippingAddress,
      PatientConsent,
      LifestyleQuestion,
      PatientLifestyleAnswer,
    ]),
    UsersModule,
    MedicalCentersModule,
  ],
  providers: [
    PatientQueries,
    PatientCommands,
    PatientViews,
    PatientLoader,
    PatientProcessingService,
    PatientDeletionBlockers,
    PatientListFilters,
    PatientListColumns,
    PatientRelocation,
    PatientRelocationResolver,
    LifestyleAnswersService,
    LifestyleQuestionsService,
    PatientResolver,
    PatientShippingAddressResolver,
    LifestyleResolver,
  ],
  exports: [
    PatientQueries,
    PatientDeletionBlockers,
    PatientListFilters,
    PatientListColumns,
    PatientProcessingService,
    LifestyleAnswersService,
  ],
})
export class PatientsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly accountBlockers: DeletionBlockers,
    private readonly patients: PatientQueries,
    private readonly listFilters: PatientListFilters,
  ) {}

  // A doctor with patients cannot delete the account (spec: delete-account wizard step 2).
  onModuleInit(): void {
    this.accountBlockers.register({
      name: 'patients',
      count: (userId) => this.patients.countForUser(userId),
    });
  }

  // Other areas register their list filters in onModuleInit; by now every one must be there.
  onApplicationBootstrap(): void {
    this.listFilters.assertComplete();
  }
}
