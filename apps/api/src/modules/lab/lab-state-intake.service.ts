import { Injectable } from '@nestjs/common';
import { NoiOrderStatus } from '../orders/index.js';
import type { LabOrderState } from './lab-client.js';
import { type ApplyResult, LabPartState } from './lab-part-state.service.js';
import { LabReports } from './lab-reports.service.js';
import { LabResultsApplier } from './lab-results-applier.service.js';

/**
 * Takes the lab's current state of one lab order, from a callback or the sweep. Its reports are kept and
 * applied before its status: a part is ResultsReady only once its results are the patient's, so a
 * calculation that sees every analysis part ResultsReady never makes a recipe without their values.
 */
@Injectable()
export class LabStateIntake {
  constructor(
    private readonly partState: LabPartState,
    private readonly reports: LabReports,
    private readonly results: LabResultsApplier,
  ) {}

  async take(
    state: LabOrderState,
    source: 'callback' | 'sweep',
    reportAnnounced = false,
  ): Promise<ApplyResult> {
    const resultsReady = state.status === NoiOrderStatus.ResultsReady;
    if (resultsReady || reportAnnounced) {
      await this.reports.receive(state.labOrderId);
      await this.results.applyPending({ labOrderId: state.labOrderId });
    }
    const result = await this.partState.apply(state, source);
    if (resultsReady && result !== 'unknown') await this.results.resultsReady(state.labOrderId);
    return result;
  }
}
