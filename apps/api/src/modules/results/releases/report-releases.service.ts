import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { isRowId, RELEASE_NOTE_MAX } from '@portal/shared-types';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import type { DocumentTemplates } from '../../documents/index.js';
import { PatientQueries } from '../../patients/index.js';
import { BloodAnalysisPdf } from '../blood-analysis/services/blood-analysis-pdf.service.js';
import { DnaDocumentsService } from '../dna-analysis/services/dna-documents.service.js';
import { MicronutrientsPdfService } from '../micronutrients/pdf/micronutrients-pdf.service.js';
import { REPORT_DOCUMENT_KIND } from './report-release-reads.js';
import { ReportKind, ReportRelease } from './report-release.entity.js';
import { ReportReleasesError } from './report-releases.errors.js';
import { type ReportReleaseView } from './report-releases.types.js';

type Content<K extends ReportKind> = DocumentTemplates[(typeof REPORT_DOCUMENT_KIND)[K]];

const NOTHING_TO_RELEASE = {
  [ReportKind.Blood]: ReportReleasesError.nothingBlood,
  [ReportKind.Dna]: ReportReleasesError.nothingDna,
  [ReportKind.Medication]: ReportReleasesError.nothingMedication,
  [ReportKind.Micronutrients]: ReportReleasesError.nothingMicronutrients,
};

/** Whether a report's content holds anything for the patient: a value, a genotype, a result, a dose. */
function hasResults(kind: ReportKind, content: Content<ReportKind>): boolean {
  switch (kind) {
    case ReportKind.Blood:
      return (content as Content<ReportKind.Blood>).rows.length > 0;
    case ReportKind.Dna:
      return (content as Content<ReportKind.Dna>).rows.some((row) => row.genotype !== '');
    case ReportKind.Medication:
      return (content as Content<ReportKind.Medication>).rows.some(
        (row) => row.effect || row.breakdown || row.dosis,
      );
    case ReportKind.Micronutrients:
      return (content as Content<ReportKind.Micronutrients>).rows.some((row) => (row.current ?? 0) > 0);
  }
}

const viewOf = (release: ReportRelease): ReportReleaseView => ({
  id: release.id,
  patient_id: release.patient_id,
  kind: release.kind,
  note: release.note,
  released_at: release.released_at,
  released_by: release.released_by?.name ?? null,
  withdrawn_at: release.withdrawn_at,
  superseded: release.superseded_by_id !== null,
  read_count: release.read_count,
  last_read_at: release.last_read_at,
});

/**
 * The doctor's side of releasing reports to the patient portal (issue 34). Access as to the patient's
 * results: the doctor of the patient's practice, or an administrator; another practice's patient is not
 * found. A release stores the report's PDF template data as it is now; releasing a kind again supersedes
 * the current release of that kind.
 */
@Injectable()
export class ReportReleasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly blood: BloodAnalysisPdf,
    private readonly dna: DnaDocumentsService,
    private readonly micronutrients: MicronutrientsPdfService,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  /** Every release of the patient (withdrawn ones too), newest first; `kind` narrows to one report. */
  async list(viewer: Viewer, patientId: string, kind?: ReportKind | null): Promise<ReportReleaseView[]> {
    const patient = await this.patients.find(viewer, patientId);
    const releases = await this.withDoctor(this.dataSource.manager)
      .where('r.patient_id = :patientId', { patientId: patient.id })
      .andWhere(kind ? 'r.kind = :kind' : 'TRUE', { kind })
      .orderBy('r.released_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getMany();
    return releases.map(viewOf);
  }

  async release(
    viewer: Viewer,
    patientId: string,
    kind: ReportKind,
    note?: string | null,
  ): Promise<ReportReleaseView> {
    const patient = await this.patients.find(viewer, patientId);
    const text = note?.trim() || null;
    if (text && text.length > RELEASE_NOTE_MAX)
      throw ValidationError.of('note', ReportReleasesError.noteTooLong);
    const content = await this.contentOf(viewer, patient.id, kind);
    if (!hasResults(kind, content)) throw ValidationError.of('kind', NOTHING_TO_RELEASE[kind]);
    const id = await this.writes.run(viewer, 'releaseReport', async (manager) => {
      const { identifiers } = await manager.insert(ReportRelease, {
        patient_id: patient.id,
        kind,
        content: content as never,
        note: text,
        released_by_user_id: viewer.user.id,
      });
      const releaseId = String(identifiers[0].id);
      const superseded = await manager.update(
        ReportRelease,
        { patient_id: patient.id, kind, withdrawn_at: IsNull(), id: Not(releaseId) },
        { withdrawn_at: () => 'now()', withdrawn_by_user_id: viewer.user.id, superseded_by_id: releaseId },
      );
      await this.audit.record(
        {
          event: AuditEvent.ReportReleased,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
          details: { releaseId, kind, superseded: superseded.affected ?? 0 },
        },
        manager,
      );
      return releaseId;
    });
    return viewOf(await this.withDoctor(this.dataSource.manager).where('r.id = :id', { id }).getOneOrFail());
  }

  async withdraw(viewer: Viewer, id: string): Promise<ReportReleaseView> {
    const found = isRowId(id) ? await this.dataSource.getRepository(ReportRelease).findOneBy({ id }) : null;
    if (!found) throw new NotFoundError('ReportRelease');
    // The patient decides access: a release of another practice's patient is not found.
    await this.patients.find(viewer, found.patient_id).catch((error: unknown) => {
      // Only "not found" is the answer to hide; a database failure stays what it is.
      throw error instanceof NotFoundError ? new NotFoundError('ReportRelease') : error;
    });
    await this.writes.run(viewer, 'withdrawReportRelease', async (manager) => {
      const changed = await manager.update(
        ReportRelease,
        { id, withdrawn_at: IsNull() },
        { withdrawn_at: () => 'now()', withdrawn_by_user_id: viewer.user.id },
      );
      if (!changed.affected) throw new AppError(ErrorCode.Conflict, ReportReleasesError.alreadyWithdrawn);
      await this.audit.record(
        {
          event: AuditEvent.ReportReleaseWithdrawn,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: found.patient_id },
          details: { releaseId: id, kind: found.kind },
        },
        manager,
      );
    });
    return viewOf(await this.withDoctor(this.dataSource.manager).where('r.id = :id', { id }).getOneOrFail());
  }

  private contentOf(viewer: Viewer, patientId: string, kind: ReportKind): Promise<Content<ReportKind>> {
    switch (kind) {
      case ReportKind.Blood:
        return this.blood.documentData(viewer, patientId);
      case ReportKind.Dna:
        return this.dna.dnaAnalysisData(viewer, patientId);
      case ReportKind.Medication:
        return this.dna.medicationResultsData(viewer, patientId);
      case ReportKind.Micronutrients:
        return this.micronutrients.dataFor(viewer, patientId);
    }
  }

  private withDoctor(manager: EntityManager) {
    return manager
      .getRepository(ReportRelease)
      .createQueryBuilder('r')
      .leftJoinAndSelect('r.released_by', 'doctor')
      .withDeleted();
  }
}
