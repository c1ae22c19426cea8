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
} from '../../../documents/index.js';
import { practiceById } from '../../../medical-centers/index.js';
import { BloodAnalysisQueries } from './blood-analysis.queries.js';
import { stateOf } from '../value-scale.js';
import { PatientQueries } from '../../../patients/index.js';

/** GET /api/patients/{id}/download-blood-analysis-pdf: the current values, rendered by the worker. */
type Range = [number | null, number | null];

@Injectable()
export class BloodAnalysisPdf {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly queries: BloodAnalysisQueries,
    private readonly documents: DocumentsService,
  ) {}

  /** The template data of the PDF: the values with a current value, as they are now. */
  async documentData(
    viewer: Viewer,
    patientId: string,
  ): Promise<DocumentTemplates[DocumentKind.BloodAnalysis]> {
    const patient = await this.patients.find(viewer, patientId);
    const markers = await this.queries.list(viewer, patient.id);
    const practice = patient.medical_center_id
      ? await practiceById(this.dataSource.manager, patient.medical_center_id)
      : null;
    return {
      practice: practice?.name ?? '',
      patientName: `${patient.first_name} ${patient.last_name}`,
      patientBirthDate: patient.date_of_birth,
      date: new Date().toISOString(),
      rows: markers
        .filter((m) => m.currentValue !== null)
        .map((m) => ({
          name: m.name,
          value: m.currentValue!,
          unit: m.formattedUnit,
          valueDate: m.valueDate!,
          optimal: [m.min_optimal_value, m.max_optimal_value] as Range,
          lab: [m.lab_min_value, m.lab_max_value] as Range,
          state: stateOf(m.currentValue!, m),
        })),
    };
  }

  async download(viewer: Viewer, patientId: string, timeoutMs?: number): Promise<DocumentFile> {
    const data = await this.documentData(viewer, patientId);
    const document = await this.documents.request(DocumentKind.BloodAnalysis, viewer.user.id, {
      locale: documentLocale(viewer.user.locale),
      data,
    });
    try {
      await this.documents.waitUntilReady(viewer.user.id, document.id, timeoutMs);
      const file = await this.documents.download(viewer.user.id, document.id);
      return { ...file, fileName: `blutwerte-${patientId}.pdf` };
    } catch (error) {
      await this.documents.discard(viewer.user.id, document.id);
      throw error;
    }
  }
}
