import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import {
  type DocumentFile,
  DocumentKind,
  documentLocale,
  DocumentsService,
  type DocumentTemplates,
  type ResultLevel,
} from '../../../documents/index.js';
import { MEDICATION_CATALOGUE_VERSION } from '../../medication/catalogue/medications.data.js';
import { practiceById } from '../../../medical-centers/index.js';
import { type Patient, PatientQueries } from '../../../patients/index.js';
import { LEVEL_STYLE } from '../catalogue/dna-interpretation.js';
import { DnaAnalysisService } from './dna-analysis.service.js';
import { MedicationResultsService } from './medication-results.service.js';

const levelOf = (color: string | undefined): ResultLevel | null =>
  (Object.entries(LEVEL_STYLE).find(([, style]) => style.color === color)?.[0] as ResultLevel | undefined) ??
  null;

/**
 * The DNA analysis and the medication tolerance as PDFs, rendered by the worker for the one download
 * (health data: the file is deleted as it is read). Access as for the queries: another practice's
 * patient is not found.
 */
@Injectable()
export class DnaDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly dna: DnaAnalysisService,
    private readonly medications: MedicationResultsService,
    private readonly documents: DocumentsService,
  ) {}

  async dnaAnalysis(viewer: Viewer, patientId: string, timeoutMs?: number): Promise<DocumentFile> {
    const data = await this.dnaAnalysisData(viewer, patientId);
    return this.render(viewer, DocumentKind.DnaAnalysis, data, `dna-analyse-${patientId}.pdf`, timeoutMs);
  }

  async medicationResults(viewer: Viewer, patientId: string, timeoutMs?: number): Promise<DocumentFile> {
    const data = await this.medicationResultsData(viewer, patientId);
    return this.render(
      viewer,
      DocumentKind.MedicationResults,
      data,
      `medikamentenvertraeglichkeit-${patientId}.pdf`,
      timeoutMs,
    );
  }

  /** The DNA analysis PDF's template data: every marker, with the patient's genotypes where there are any. */
  async dnaAnalysisData(
    viewer: Viewer,
    patientId: string,
  ): Promise<DocumentTemplates[DocumentKind.DnaAnalysis]> {
    const markers = await this.dna.list(viewer, patientId);
    const patient = await this.patients.find(viewer, patientId);
    return {
      ...(await this.header(patient)),
      rows: markers.map((marker) => ({
        category: marker.category,
        marker: marker.name,
        genes: (marker.genetic_result.length ? marker.genetic_result : marker.desired_genetic_profile)
          .map((entry) => entry.name)
          .join(', '),
        genotype: marker.genetic_result.map((entry) => entry.genotype).join(', '),
        result: marker.interpretation?.value_text ?? null,
        level: levelOf(marker.interpretation?.value_color),
        date: marker.valueDate,
      })),
    };
  }

  /** The medication tolerance PDF's template data, medication names in the viewer's language. */
  async medicationResultsData(
    viewer: Viewer,
    patientId: string,
  ): Promise<DocumentTemplates[DocumentKind.MedicationResults]> {
    const results = await this.medications.all(viewer, patientId);
    const patient = await this.patients.find(viewer, patientId);
    const locale = documentLocale(viewer.user.locale);
    const cell = (value: { result: number; result_text: string } | null) =>
      value ? { result: value.result, text: value.result_text } : null;
    return {
      ...(await this.header(patient)),
      rows: results.map((row) => ({
        name: locale === 'en' ? row.medication.name_en : row.medication.name_de,
        genes: row.medication.genes.join(', '),
        effect: cell(row.effect),
        breakdown: cell(row.breakdown),
        dosis: cell(row.dosis),
      })),
      literature: [...new Set(results.flatMap((row) => row.medication.literature))],
    };
  }

  private async header(patient: Patient) {
    const practice = patient.medical_center_id
      ? await practiceById(this.dataSource.manager, patient.medical_center_id)
      : null;
    return {
      practice: practice?.name ?? '',
      patientName: `${patient.first_name} ${patient.last_name}`,
      patientBirthDate: patient.date_of_birth,
      date: new Date().toISOString(),
      version: MEDICATION_CATALOGUE_VERSION,
    };
  }

  private async render<K extends DocumentKind.DnaAnalysis | DocumentKind.MedicationResults>(
    viewer: Viewer,
    kind: K,
    data: DocumentTemplates[K],
    fileName: string,
    timeoutMs?: number,
  ): Promise<DocumentFile> {
    const locale = documentLocale(viewer.user.locale);
    const document = await this.documents.request(kind, viewer.user.id, { locale, data });
    try {
      await this.documents.waitUntilReady(viewer.user.id, document.id, timeoutMs);
      return { ...(await this.documents.download(viewer.user.id, document.id)), fileName };
    } catch (error) {
      await this.documents.discard(viewer.user.id, document.id);
      throw error;
    }
  }
}
