import type { EntityManager } from 'typeorm';
import { LabReport } from './lab-report.entity.js';

/** A kept lab report, read in the caller's transaction (the results areas store it on LabResultsArrived). */
export function labReportById(manager: EntityManager, id: string): Promise<LabReport> {
  return manager.findOneByOrFail(LabReport, { id });
}
