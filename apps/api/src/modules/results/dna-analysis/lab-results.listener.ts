import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../../events/index.js';
import { LabResultsArrived, labReportById } from '../../lab/index.js';
import { DnaResultsWriter } from './services/dna-results-writer.service.js';

/** A lab report's genotypes become the patient's genotype results, in the lab's applying transaction. */
@Injectable()
export class DnaOnLabResultsArrived {
  constructor(private readonly writer: DnaResultsWriter) {}

  @OnDomainEvent(LabResultsArrived, 'results.store-genotypes', 'in-transaction')
  async store({ labReportId }: { labReportId: string }, manager: EntityManager): Promise<void> {
    const report = await labReportById(manager, labReportId);
    if (report.genotypes.length) await this.writer.applyLabGenotypes(report, manager);
  }
}
