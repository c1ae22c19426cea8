import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GenotypeResult } from './entities/genotype-result.entity.js';
import { DnaResultsWriter } from './services/dna-results-writer.service.js';
import { DnaOnLabResultsArrived } from './lab-results.listener.js';

/**
 * The storing of lab results (LabResultsArrived): the writer and its listener, in the API (through the
 * area's module) and in the worker, without the area's resolvers and documents.
 */
@Module({
  imports: [TypeOrmModule.forFeature([GenotypeResult])],
  providers: [DnaResultsWriter, DnaOnLabResultsArrived],
  exports: [DnaResultsWriter],
})
export class DnaResultsWriterModule {}
