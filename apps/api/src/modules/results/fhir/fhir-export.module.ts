import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PatientsModule } from '../../patients/index.js';
import { AnalysisResultValue } from '../blood-analysis/entities/analysis-result-value.entity.js';
import { GenotypeResult } from '../dna-analysis/entities/genotype-result.entity.js';
import { PatientFhirController } from './patient-fhir.controller.js';
import { PatientFhirExport } from './patient-fhir-export.service.js';

/** Results out as FHIR R4 (issue 36): the patient's bundle. */
@Module({
  imports: [TypeOrmModule.forFeature([AnalysisResultValue, GenotypeResult]), PatientsModule],
  controllers: [PatientFhirController],
  providers: [PatientFhirExport],
})
export class FhirExportModule {}
