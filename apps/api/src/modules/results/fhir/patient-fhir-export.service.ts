import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Bundle } from '@medplum/fhirtypes';
import { DataSource, IsNull } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AuditService } from '../../audit/index.js';
import { labReportsByIds } from '../../lab/index.js';
import { labPartsOfPatient } from '../../orders/index.js';
import { PatientQueries } from '../../patients/index.js';
import { currentSamplesOfOrders } from '../../samples/index.js';
import { BloodAuditEvent } from '../blood-analysis/blood-analysis.errors.js';
import { AnalysisResultValue } from '../blood-analysis/entities/analysis-result-value.entity.js';
import { GenotypeResult } from '../dna-analysis/entities/genotype-result.entity.js';
import { patientFhirBundle, type PatientResults } from './patient-fhir-bundle.js';

/** The file a doctor downloads: the bundle and its name. */
export interface FhirExport {
  bundle: Bundle;
  fileName: string;
}

/**
 * GET /api/patients/{id}/fhir: the patient's results as one FHIR R4 Bundle (patient-fhir-bundle.ts). The patient
 * is found as the viewer may see them, as for the PDFs; every download is audited. At most seven statements,
 * whatever the number of values.
 */
@Injectable()
export class PatientFhirExport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly audit: AuditService,
  ) {}

  async export(viewer: Viewer, patientId: string): Promise<FhirExport> {
    const patient = await this.patients.find(viewer, patientId);
    const bundle = patientFhirBundle(await this.resultsOf(patient));
    await this.audit.record({
      event: BloodAuditEvent.FhirExported,
      ...AuditService.actor(viewer),
      subject: { type: 'patient', id: patient.id },
      details: { resources: bundle.entry?.length ?? 0 },
    });
    return { bundle, fileName: `ergebnisse-${patient.id}.fhir.json` };
  }

  /** Current values (not corrected, not deleted) and calls (not superseded, not refused), with what they hang on. */
  private async resultsOf(patient: PatientResults['patient']): Promise<PatientResults> {
    const manager = this.dataSource.manager;
    const [parts, values, genotypes] = await Promise.all([
      labPartsOfPatient(manager, patient.id),
      manager.find(AnalysisResultValue, {
        where: { patient_id: patient.id, superseded_at: IsNull(), deleted_at: IsNull() },
        relations: { result: true, parameter: true },
        order: { value_date: 'ASC', id: 'ASC' },
      }),
      manager.find(GenotypeResult, {
        where: { patient_id: patient.id, superseded_at: IsNull(), refusal: IsNull() },
        order: { collected_on: 'ASC', id: 'ASC' },
      }),
    ]);
    const labReportIds = new Set([
      ...values.flatMap((value) => (value.result?.lab_report_id ? [value.result.lab_report_id] : [])),
      ...genotypes.map((call) => call.lab_report_id),
    ]);
    const [samples, labReports] = await Promise.all([
      currentSamplesOfOrders(manager, [...new Set(parts.map((part) => part.order_id))]),
      labReportsByIds(manager, [...labReportIds]),
    ]);
    return { patient, parts, samples, values, genotypes, labReports };
  }
}
