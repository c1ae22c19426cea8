import { Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MicronutrientAnalysisLinks } from '../micronutrients/micronutrient-analysis-links.js';
import { MicronutrientsModule } from '../micronutrients/micronutrients.module.js';
import { dnaMicronutrientLinks } from './dna-micronutrient-links.js';
import { DocumentsModule } from '../../documents/index.js';
import { Micronutrient } from '../micronutrients/micronutrient.entity.js';
import { Medication } from '../medication/medication.entity.js';
import { PatientsModule } from '../../patients/index.js';
import { DnaAnalysisResolver } from './dna-analysis.resolver.js';
import { DnaDocumentsController } from './dna-documents.controller.js';
import { DnaResultsWriterModule } from './dna-results-writer.module.js';
import { RefusedGenotypesResolver } from './refused-genotypes.resolver.js';
import { DnaMarker } from './entities/dna-marker.entity.js';
import { GenotypeResult } from './entities/genotype-result.entity.js';
import { DnaAnalysisService } from './services/dna-analysis.service.js';
import { DnaDocumentsService } from './services/dna-documents.service.js';
import { MedicationResultsService } from './services/medication-results.service.js';
import { PatientGenotypes } from './services/patient-genotypes.service.js';

/** DNA and medication-tolerance results: catalogues, the patient's genotypes, their reading. */
@Module({
  imports: [
    TypeOrmModule.forFeature([DnaMarker, GenotypeResult, Medication, Micronutrient]),
    PatientsModule,
    DnaResultsWriterModule,
    DocumentsModule,
    MicronutrientsModule,
  ],
  controllers: [DnaDocumentsController],
  providers: [
    DnaDocumentsService,
    DnaAnalysisService,
    MedicationResultsService,
    PatientGenotypes,
    DnaAnalysisResolver,
    RefusedGenotypesResolver,
  ],
  exports: [DnaResultsWriterModule, DnaAnalysisService, DnaDocumentsService],
})
export class DnaAnalysisModule implements OnModuleInit {
  constructor(
    private readonly micronutrientLinks: MicronutrientAnalysisLinks,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.micronutrientLinks.register('dna', dnaMicronutrientLinks(this.dataSource));
  }
}
