import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Language, translationOf } from '@portal/i18n';
import type { PlainReportBody, ReleasedReportSummary } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { PatientViewer } from '../../../common/auth/patient-viewer.js';
import { NotFoundError } from '../../../common/errors/app-error.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { type DocumentFile, documentLocale, DocumentsService } from '../../documents/index.js';
import { patientById } from '../../patients/index.js';
import {
  currentReleaseOf,
  currentReleasesWithDoctor,
  recordReleaseRead,
  REPORT_DOCUMENT_KIND,
  type ReportKind,
  type ReportRelease,
} from '../../results/index.js';
import { plainReport } from './plain-report.js';

/** The API's side of `ReleasedReportSummary` (the timestamp leaves as ISO text). */
export type PatientReleaseSummary = Omit<ReleasedReportSummary, 'released_at'> & { released_at: Date };

export type PatientReport = Omit<PatientReleaseSummary, 'kind'> & PlainReportBody;

const FILE_NAMES: Record<ReportKind, string> = {
  blood: 'blutwerte',
  dna: 'dna-analyse',
  medication: 'medikamentenvertraeglichkeit',
  micronutrients: 'mikronaehrstoffe',
};

/**
 * The patient's released reports (issue 34): only current releases of the session's patient; a withdrawn,
 * unknown or another patient's release is not found. Every read of a report (page or PDF) is audited on the
 * patient and counted on the release, so the doctor sees it on the profile and the admin in the audit trail.
 */
@Injectable()
export class PatientResultsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: DocumentsService,
    private readonly audit: AuditService,
  ) {}

  /** The newest current release per report kind, newest first. */
  async list(patient: PatientViewer, language?: string): Promise<PatientReleaseSummary[]> {
    const lang = await this.languageOf(patient, language);
    const releases = await currentReleasesWithDoctor(this.dataSource.manager, patient.patientId);
    const seen = new Set<ReportKind>();
    return releases
      .filter((release) => !seen.has(release.kind) && seen.add(release.kind))
      .map((release) => summaryOf(release, lang));
  }

  async report(patient: PatientViewer, id: string, language?: string): Promise<PatientReport> {
    const lang = await this.languageOf(patient, language);
    const release = await this.release(patient, id);
    await this.recordRead(patient, release, 'page');
    return { ...summaryOf(release, lang), ...plainReport(release.kind, release.content, lang) };
  }

  /** The release's PDF from its snapshot, rendered by the worker for the patient as its owner. */
  async pdf(
    patient: PatientViewer,
    id: string,
    language?: string,
    timeoutMs?: number,
  ): Promise<DocumentFile> {
    const locale = documentLocale(await this.languageOf(patient, language));
    const release = await this.release(patient, id);
    const owner = { patientId: patient.patientId };
    const document = await this.documents.request(REPORT_DOCUMENT_KIND[release.kind], owner, {
      locale,
      data: release.content as never,
    });
    let file: DocumentFile;
    try {
      await this.documents.waitUntilReady(owner, document.id, timeoutMs);
      file = await this.documents.download(owner, document.id);
    } catch (error) {
      await this.documents.discard(owner, document.id);
      throw error;
    }
    await this.recordRead(patient, release, 'pdf');
    return { ...file, fileName: `${FILE_NAMES[release.kind]}-${release.id}.pdf` };
  }

  private async release(patient: PatientViewer, id: string): Promise<ReportRelease> {
    const release = await currentReleaseOf(this.dataSource.manager, patient.patientId, id);
    if (!release) throw new NotFoundError('Report');
    return release;
  }

  private recordRead(patient: PatientViewer, release: ReportRelease, format: 'page' | 'pdf') {
    return this.dataSource.transaction(async (manager) => {
      await recordReleaseRead(manager, release.id);
      await this.audit.record(
        {
          event: AuditEvent.PatientReportRead,
          subject: { type: 'patient', id: patient.patientId },
          details: { releaseId: release.id, kind: release.kind, format },
        },
        manager,
      );
    });
  }

  /** The page's language when it names one, else the patient's own. */
  private async languageOf(patient: PatientViewer, language?: string): Promise<Language> {
    if (language === 'de' || language === 'en') return language;
    const row = await patientById(this.dataSource.manager, patient.patientId);
    return documentLocale(row?.locale);
  }
}

const summaryOf = (release: ReportRelease, language: Language): PatientReleaseSummary => ({
  id: release.id,
  kind: release.kind,
  title: translationOf(language).patientPortal.reportKinds[release.kind],
  released_at: release.released_at,
  doctor: release.released_by?.name ?? null,
  note: release.note,
});
