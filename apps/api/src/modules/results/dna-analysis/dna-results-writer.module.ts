import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from '../../orders/order.entity.js';
import { GenotypeResult } from './entities/genotype-result.entity.js';
import { DnaResultsWriter } from './services/dna-results-writer.service.js';

/** Only the writer of genotype results: what the worker's lab flow imports (no resolvers, no documents). */
@Module({
  imports: [TypeOrmModule.forFeature([GenotypeResult, Order])],
  providers: [DnaResultsWriter],
  exports: [DnaResultsWriter],
})
export class DnaResultsWriterModule {}
