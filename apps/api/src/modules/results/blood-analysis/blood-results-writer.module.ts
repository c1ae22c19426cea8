import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../audit/audit.module.js';
import { LabReport } from '../../lab/lab-report.entity.js';
import { Order } from '../../orders/order.entity.js';
import { AnalysisParameter } from './entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from './entities/analysis-result-value.entity.js';
import { AnalysisResult } from './entities/analysis-result.entity.js';
import { BloodResultsWriter } from './services/blood-results-writer.service.js';

/** Only the writer of the lab's blood values: what the worker's lab flow imports (no resolvers, no documents). */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisParameter, AnalysisResult, AnalysisResultValue, Order, LabReport]),
    AuditModule,
  ],
  providers: [BloodResultsWriter],
  exports: [BloodResultsWriter],
})
export class BloodResultsWriterModule {}
