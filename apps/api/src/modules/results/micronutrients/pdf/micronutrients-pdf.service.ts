import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUnderAge } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { AuditService } from '../../../audit/index.js';
import {
  type DocumentFile,
  DocumentKind,
  documentLocale,
  DocumentsService,
  type MicronutrientsDocumentData,
} from '../../../documents/index.js';
import { officeAddressOf, practiceById } from '../../../medical-centers/index.js';
import { PatientMicronutrient } from '../doses/patient-micronutrient.entity.js';
import { type Patient, PatientQueries } from '../../../patients/index.js';
import { formattedUnit } from '../formatted-unit.js';
import { readAll } from '../../../../common/sql/read-all.js';

export const MICRONUTRIENTS_PDF_DOWNLOADED = 'patient.micronutrients_pdf_downloaded';

/**
 * /api/patients/{id}/download-micronutrients-pdf: the patient's doses as a handout, rendered by the
 * worker from the data as it is now. Another practice's patient is not found; the export is audited.
 */
@Injectable()
export class MicronutrientsPdfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly documents: DocumentsService,
    private readonly audit: AuditService,
  ) {}

  async download(viewer: Viewer, patientId: string, timeoutMs?: number): Promise<DocumentFile> {
    const patient = await this.patients.get(viewer, patientId);
    const locale = documentLocale(viewer.user.locale);
    const document = await this.documents.request(DocumentKind.Micronutrients, viewer.user.id, {
      locale,
      data: await this.documentData(viewer, patient),
    });
    let file: DocumentFile;
    try {
      await this.documents.waitUntilReady(viewer.user.id, document.id, timeoutMs);
      file = await this.documents.download(viewer.user.id, document.id);
    } catch (error) {
      await this.documents.discard(viewer.user.id, document.id);
      throw error;
    }
    await this.audit.record({
      event: MICRONUTRIENTS_PDF_DOWNLOADED,
      ...AuditService.actor(viewer),
      subject: { type: 'patient', id: patient.id },
    });
    return { ...file, fileName: `mikronaehrstoffe-${patient.guid}.pdf` };
  }

  /** The handout's template data as it is now, for a patient the viewer may see (not audited as a view). */
  async dataFor(viewer: Viewer, patientId: string): Promise<MicronutrientsDocumentData> {
    return this.documentData(viewer, await this.patients.find(viewer, patientId));
  }

  private async documentData(viewer: Viewer, patient: Patient): Promise<MicronutrientsDocumentData> {
    const manager = this.dataSource.manager;
    const centerId = patient.medical_center_id;
    const [practice, office, doses] = await readAll(manager, [
      () => (centerId ? practiceById(manager, centerId) : null),
      () => (centerId ? officeAddressOf(manager, centerId) : null),
      () =>
        manager
          .getRepository(PatientMicronutrient)
          .createQueryBuilder('dose')
          .innerJoinAndSelect('dose.micronutrient', 'micronutrient')
          .where('dose.patient_id = :patientId', { patientId: patient.id })
          // 0 without a recommendation = not in the recipe (spec: remove sets 0.00).
          .andWhere('(dose.current_value > 0 OR dose.recommended_value > 0)')
          .orderBy('micronutrient.sort_order', 'ASC')
          .addOrderBy('micronutrient.id', 'ASC')
          .getMany(),
    ] as const);
    const underAge = isUnderAge(patient.date_of_birth);
    return {
      date: new Date().toISOString(),
      practice: {
        name: practice?.name ?? '',
        addressLines: office ? [office.address, `${office.zip_code} ${office.city}`] : [],
        contact:
          [practice?.contact.phone_number, practice?.contact.email].filter(Boolean).join(' · ') || null,
      },
      doctor: viewer.user.name,
      patient: {
        name: [patient.title, patient.first_name, patient.last_name].filter(Boolean).join(' '),
        birthDate: patient.date_of_birth,
        guid: patient.guid,
      },
      lastUpdatedAt: patient.micronutrients_last_updated_at?.toISOString() ?? null,
      underAge,
      rows: doses.map((dose) => ({
        name: dose.micronutrient!.name_de,
        current: dose.current_value,
        recommended: underAge ? null : dose.recommended_value,
        unit: formattedUnit(dose.micronutrient!.unit),
        description: dose.description,
      })),
    };
  }
}
