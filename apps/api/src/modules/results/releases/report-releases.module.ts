import { Module } from '@nestjs/common';
import { PatientsModule } from '../../patients/index.js';
import { BloodAnalysisModule } from '../blood-analysis/blood-analysis.module.js';
import { DnaAnalysisModule } from '../dna-analysis/dna-analysis.module.js';
import { MicronutrientsPdfModule } from '../micronutrients/pdf/micronutrients-pdf.module.js';
import { ReportReleasesResolver } from './report-releases.resolver.js';
import { ReportReleasesService } from './report-releases.service.js';

/** Releasing reports to the patient portal (issue 34): the doctor's side. */
@Module({
  imports: [PatientsModule, BloodAnalysisModule, DnaAnalysisModule, MicronutrientsPdfModule],
  providers: [ReportReleasesService, ReportReleasesResolver],
})
export class ReportReleasesModule {}
