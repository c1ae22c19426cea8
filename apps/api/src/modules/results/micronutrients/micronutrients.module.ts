import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PatientsModule } from '../../patients/index.js';
import { PatientMicronutrient } from './doses/patient-micronutrient.entity.js';
import { PatientMicronutrientsResolver } from './doses/patient-micronutrients.resolver.js';
import { PatientMicronutrientsService } from './doses/patient-micronutrients.service.js';
import { MicronutrientAnalysisLinks } from './micronutrient-analysis-links.js';
import { Micronutrient } from './micronutrient.entity.js';
import { MicronutrientResolver } from './micronutrient.resolver.js';
import { MicronutrientsService } from './micronutrients.service.js';

/**
 * The micronutrient catalogue and its queries, and a patient's doses (the micronutrients page's edit
 * mode). Areas holding analysis parameters register their links in MicronutrientAnalysisLinks.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Micronutrient, PatientMicronutrient]), PatientsModule],
  providers: [
    MicronutrientsService,
    MicronutrientAnalysisLinks,
    MicronutrientResolver,
    PatientMicronutrientsService,
    PatientMicronutrientsResolver,
  ],
  exports: [MicronutrientsService, MicronutrientAnalysisLinks],
})
export class MicronutrientsModule {}
