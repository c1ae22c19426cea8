import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../../events/index.js';
import { LabResultsArrived, labReportById } from '../../lab/index.js';
import { BloodResultsWriter } from './services/blood-results-writer.service.js';

/** A lab report's blood values become the patient's values, in the lab's applying transaction. */
@Injectable()
export class BloodOnLabResultsArrived {
  constructor(private readonly writer: BloodResultsWriter) {}

  @OnDomainEvent(LabResultsArrived, 'results.store-blood-values', 'in-transaction')
  async store({ labReportId }: { labReportId: string }, manager: EntityManager): Promise<void> {
    const report = await labReportById(manager, labReportId);
    if (report.blood.length) await this.writer.applyLabValues(report, manager);
  }
}
