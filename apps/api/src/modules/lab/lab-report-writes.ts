import type { EntityManager } from 'typeorm';
import { LabReport } from './lab-report.entity.js';

/** The report's values are in the patient's record (the results areas say so in the caller's transaction). */
export async function markLabReportApplied(manager: EntityManager, id: string): Promise<void> {
  await manager.update(LabReport, { id }, { applied_at: new Date() });
}
