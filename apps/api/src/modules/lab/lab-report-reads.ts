import { type EntityManager, In } from 'typeorm';
import { LabReport } from './lab-report.entity.js';

/** A kept lab report, read in the caller's transaction (the results areas store it on LabResultsArrived). */
export function labReportById(manager: EntityManager, id: string): Promise<LabReport> {
  return manager.findOneByOrFail(LabReport, { id });
}

/** The lab reports with these ids (their version, status and issue time), one statement. */
export function labReportsByIds(manager: EntityManager, ids: string[]): Promise<LabReport[]> {
  return ids.length ? manager.findBy(LabReport, { id: In(ids) }) : Promise.resolve([]);
}
