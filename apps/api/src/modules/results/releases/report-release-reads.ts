import type { EntityManager } from 'typeorm';
import { isRowId } from '@portal/shared-types';
import { DocumentKind } from '../../documents/index.js';
import { ReportKind, ReportRelease } from './report-release.entity.js';

/** The PDF (and template data) each report kind's content is for. */
export const REPORT_DOCUMENT_KIND = {
  [ReportKind.Blood]: DocumentKind.BloodAnalysis,
  [ReportKind.Dna]: DocumentKind.DnaAnalysis,
  [ReportKind.Medication]: DocumentKind.MedicationResults,
  [ReportKind.Micronutrients]: DocumentKind.Micronutrients,
} as const satisfies Record<ReportKind, DocumentKind>;

/**
 * The releases the patient may see: not withdrawn, newest first. `kind` narrows to one report (the plan page
 * shows the latest micronutrients release as the recipe).
 */
export function currentReleases(
  manager: EntityManager,
  patientId: string,
  kind?: ReportKind,
): Promise<ReportRelease[]> {
  return manager
    .getRepository(ReportRelease)
    .createQueryBuilder('r')
    .where('r.patient_id = :patientId AND r.withdrawn_at IS NULL', { patientId })
    .andWhere(kind ? 'r.kind = :kind' : 'TRUE', { kind })
    .orderBy('r.released_at', 'DESC')
    .addOrderBy('r.id', 'DESC')
    .getMany();
}

/** One current release of the patient with the releasing doctor; null when withdrawn, another's or unknown. */
export async function currentReleaseOf(
  manager: EntityManager,
  patientId: string,
  id: string,
): Promise<ReportRelease | null> {
  if (!isRowId(id)) return null;
  return manager
    .getRepository(ReportRelease)
    .createQueryBuilder('r')
    .leftJoinAndSelect('r.released_by', 'doctor')
    .withDeleted()
    .where('r.id = :id AND r.patient_id = :patientId AND r.withdrawn_at IS NULL', { id, patientId })
    .getOne();
}

/** The patient's current releases with the releasing doctor, newest first: the portal's list. */
export function currentReleasesWithDoctor(
  manager: EntityManager,
  patientId: string,
): Promise<ReportRelease[]> {
  return manager
    .getRepository(ReportRelease)
    .createQueryBuilder('r')
    .leftJoinAndSelect('r.released_by', 'doctor')
    .withDeleted()
    .where('r.patient_id = :patientId AND r.withdrawn_at IS NULL', { patientId })
    .orderBy('r.released_at', 'DESC')
    .addOrderBy('r.id', 'DESC')
    .getMany();
}

/** Counts one read by the patient (page or PDF), so the doctor sees how often and when it was opened. */
export async function recordReleaseRead(manager: EntityManager, id: string): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(ReportRelease)
    .set({ read_count: () => 'read_count + 1', last_read_at: () => 'now()' })
    .where('id = :id', { id })
    .execute();
}
