import { Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DnaAnalysisModule } from '../dna-analysis/dna-analysis.module.js';
import { MicronutrientAnalysisLinks } from '../micronutrients/micronutrient-analysis-links.js';
import { MicronutrientsModule } from '../micronutrients/micronutrients.module.js';
import { bloodMicronutrientLinks } from './links/blood-micronutrient-links.js';
import { BloodResultsWriterModule } from './blood-results-writer.module.js';
import { AnalysisParameterMicronutrient } from './entities/analysis-parameter-micronutrient.entity.js';
import { AnalysisParameter } from './entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from './entities/analysis-result-value.entity.js';
import { AnalysisResult } from './entities/analysis-result.entity.js';
import { DocumentsModule } from '../../documents/index.js';
import { PatientDeletionBlockers, PatientsModule } from '../../patients/index.js';
import { BloodAnalysisPdfController } from './blood-analysis-pdf.controller.js';
import { BloodAnalysisPdf } from './services/blood-analysis-pdf.service.js';
import { BloodAnalysisLoader } from './blood-analysis.loader.js';
import { AnalysisParameterResolver } from './graphql/analysis-parameter.resolver.js';
import { BloodAnalysisResolver } from './graphql/blood-analysis.resolver.js';
import { BloodAnalysisQueries } from './services/blood-analysis.queries.js';
import { BloodResultViews } from './services/blood-result-views.service.js';
import { BloodResultsEntry } from './services/blood-results-entry.service.js';
import { BloodValuesQueries } from './services/blood-values.queries.js';

/** Blood results (issue 13): the marker catalogue, the patient's values, entry, lab values, PDF. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AnalysisParameter,
      AnalysisParameterMicronutrient,
      AnalysisResult,
      AnalysisResultValue,
      // Read by the lab values writer; the lab worker module registers it only in the worker.
    ]),
    PatientsModule,
    DocumentsModule,
    MicronutrientsModule,
    BloodResultsWriterModule,
    // analysisParameters(analysis_type: Dna) answers the DNA area's markers.
    DnaAnalysisModule,
  ],
  controllers: [BloodAnalysisPdfController],
  providers: [
    BloodValuesQueries,
    BloodAnalysisQueries,
    BloodResultViews,
    BloodResultsEntry,
    BloodAnalysisLoader,
    BloodAnalysisPdf,
    AnalysisParameterResolver,
    BloodAnalysisResolver,
  ],
  exports: [BloodResultsWriterModule, BloodAnalysisQueries, BloodResultsEntry, BloodAnalysisPdf],
})
export class BloodAnalysisModule implements OnModuleInit {
  constructor(
    private readonly patientBlockers: PatientDeletionBlockers,
    private readonly values: BloodValuesQueries,
    private readonly micronutrientLinks: MicronutrientAnalysisLinks,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  // A patient with blood results is never erased (spec: deletePatient refused while results exist).
  onModuleInit(): void {
    this.patientBlockers.register({
      name: 'results',
      count: (patientId) => this.values.countForPatient(patientId),
    });
    this.micronutrientLinks.register('blood', bloodMicronutrientLinks(this.dataSource));
  }
}
