import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../audit/index.js';
import { AnalysisParameter } from './entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from './entities/analysis-result-value.entity.js';
import { AnalysisResult } from './entities/analysis-result.entity.js';
import { BloodResultsWriter } from './services/blood-results-writer.service.js';
import { BloodOnLabResultsArrived } from './lab-results.listener.js';

/**
 * The storing of lab results (LabResultsArrived): the writer and its listener, in the API (through the
 * area's module) and in the worker, without the area's resolvers and documents.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AnalysisParameter, AnalysisResult, AnalysisResultValue]), AuditModule],
  providers: [BloodResultsWriter, BloodOnLabResultsArrived],
  exports: [BloodResultsWriter],
})
export class BloodResultsWriterModule {}
