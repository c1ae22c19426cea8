import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Bundle, BundleEntry, Resource, ServiceRequest } from '@medplum/fhirtypes';
import { DataSource, IsNull } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { PORTAL_FHIR_BASE } from '../../../common/fhir/fhir-systems.js';
import { AuditService } from '../../audit/index.js';
import { labReportsByIds } from '../../lab/index.js';
import { labPartsOfPatient, NoiOrderStatus } from '../../orders/index.js';
import { PatientQueries } from '../../patients/index.js';
import { currentSamplesOfOrders } from '../../samples/index.js';
import { BloodAuditEvent } from '../blood-analysis/blood-analysis.errors.js';
import { AnalysisResultValue } from '../blood-analysis/entities/analysis-result-value.entity.js';
import { rangeFor, rangeSubjectOf } from '../blood-analysis/reference-ranges.js';
import { DNA_VARIANT_HGVS } from '../dna-analysis/catalogue/dna-variant-hgvs.data.js';
import { GenotypeResult } from '../dna-analysis/entities/genotype-result.entity.js';
import {
  bloodObservationResource,
  diagnosticReportResource,
  genotypeObservationResource,
  patientResource,
  serviceRequestResource,
  specimenResource,
} from './fhir-resources.js';

/** The file a doctor downloads: the bundle and its name. */
export interface FhirExport {
  bundle: Bundle;
  fileName: string;
}

/** Items by key, keys in first-seen order (Map.groupBy needs Node 21). */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const partStatus = (status: NoiOrderStatus): ServiceRequest['status'] =>
  status === NoiOrderStatus.ResultsReady
    ? 'completed'
    : status === NoiOrderStatus.Canceled || status === NoiOrderStatus.Recall
      ? 'revoked'
      : 'active';

/**
 * GET /api/patients/{id}/fhir: the patient's results as one FHIR R4 collection Bundle (docs/decisions/results.md,
 * "FHIR out"). The patient is found as the viewer may see them, as for the PDFs; a fixed number of statements.
 * Every blood value that is current (not corrected, not deleted), every current genotype call.
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
    const labReportIds = [
      ...new Set([
        ...values.flatMap((v) => (v.result?.lab_report_id ? [v.result.lab_report_id] : [])),
        ...genotypes.map((g) => g.lab_report_id),
      ]),
    ];
    const [samples, labReports] = await Promise.all([
      currentSamplesOfOrders(manager, [...new Set(parts.map((part) => part.order_id))]),
      labReportsByIds(manager, labReportIds),
    ]);

    const entries: BundleEntry[] = [];
    const add = (resource: Resource): string => {
      const fullUrl = `urn:uuid:${randomUUID()}`;
      entries.push({ fullUrl, resource });
      return fullUrl;
    };
    const patientUrl = add(
      patientResource({
        guid: patient.guid,
        firstName: patient.first_name,
        lastName: patient.last_name,
        birthDate: patient.date_of_birth,
        sex: patient.biological_sex,
      }),
    );

    // Per order and kind: its request and its sample (a kind's specimen and request are found by the order).
    const kindOf = (type: string) => (type === 'Blood' || type === 'blood' ? 'blood' : 'dna');
    const key = (orderId: string, kind: 'blood' | 'dna') => `${orderId}:${kind}`;
    const requestUrls = new Map<string, string>();
    const specimenUrls = new Map<string, string>();
    for (const part of parts) {
      const kind = kindOf(part.type);
      const sample = samples.find((s) => s.order_id === part.order_id && kindOf(s.type) === kind);
      const requestUrl = `urn:uuid:${randomUUID()}`;
      let specimenUrl: string | null = null;
      if (sample) {
        specimenUrl = add(
          specimenResource(
            { kind, barcode: sample.barcode, registeredAt: sample.registered_at },
            patientUrl,
            requestUrl,
          ),
        );
        specimenUrls.set(key(part.order_id, kind), specimenUrl);
      }
      entries.push({
        fullUrl: requestUrl,
        resource: serviceRequestResource(
          {
            kind,
            externalOrderNo: part.external_order_no,
            orderNumber: part.order?.order_number ?? null,
            placedAt: part.order?.placed_at ?? null,
            status: partStatus(part.status),
          },
          patientUrl,
          specimenUrl ? [specimenUrl] : [],
        ),
      });
      requestUrls.set(key(part.order_id, kind), requestUrl);
    }

    const reportById = new Map(labReports.map((report) => [report.id, report]));
    const subject = rangeSubjectOf(patient);

    // Blood: one DiagnosticReport per result set (a lab report, a typed-in or an uploaded set of one day).
    const bySet = groupBy(values, (value) => value.analysis_result_id);
    for (const [setId, setValues] of bySet) {
      const result = setValues[0].result!;
      const at = result.order_id ? key(result.order_id, 'blood') : null;
      const specimen = at ? (specimenUrls.get(at) ?? null) : null;
      const observations = setValues.map((value) => {
        const parameter = value.parameter!;
        return add(
          bloodObservationResource(
            {
              code: parameter.code,
              name: parameter.name,
              loinc: parameter.loinc_codes?.[0] ?? null,
              value: value.value,
              unit: parameter.formatted_unit ?? parameter.unit ?? '',
              ucum: parameter.ucum_unit ?? parameter.unit ?? '',
              date: value.value_date,
              range: rangeFor(parameter, subject, value.value_date),
            },
            patientUrl,
            specimen,
          ),
        );
      });
      const labReport = result.lab_report_id ? reportById.get(result.lab_report_id) : undefined;
      add(
        diagnosticReportResource(
          {
            kind: 'blood',
            id: setId,
            version: labReport?.version ?? null,
            corrected: setValues.some((value) => value.version > 1) || labReport?.status === 'corrected',
            date: result.value_date,
            issued: labReport?.issued_at ?? result.created_at,
          },
          patientUrl,
          at ? (requestUrls.get(at) ?? null) : null,
          specimen,
          observations,
        ),
      );
    }

    // DNA: one DiagnosticReport per lab report.
    for (const [labReportId, calls] of groupBy(genotypes, (call) => call.lab_report_id)) {
      const at = key(calls[0].order_id, 'dna');
      const specimen = specimenUrls.get(at) ?? null;
      const observations = calls.map((call) =>
        add(
          genotypeObservationResource(
            {
              gene: call.gene,
              rsId: call.rs_id,
              genotype: call.genotype,
              orientation: call.orientation,
              hgvs: DNA_VARIANT_HGVS[call.rs_id]?.coding ?? null,
              date: call.collected_on,
            },
            patientUrl,
            specimen,
          ),
        ),
      );
      const labReport = reportById.get(labReportId);
      add(
        diagnosticReportResource(
          {
            kind: 'dna',
            id: labReportId,
            version: labReport?.version ?? calls[0].version,
            corrected: labReport?.status === 'corrected',
            date: calls[0].collected_on,
            issued: labReport?.issued_at ?? calls[0].created_at,
          },
          patientUrl,
          requestUrls.get(at) ?? null,
          specimen,
          observations,
        ),
      );
    }

    await this.audit.record({
      event: BloodAuditEvent.FhirExported,
      ...AuditService.actor(viewer),
      subject: { type: 'patient', id: patient.id },
      details: { resources: entries.length },
    });
    return {
      bundle: {
        resourceType: 'Bundle',
        identifier: { system: `${PORTAL_FHIR_BASE}/NamingSystem/export`, value: randomUUID() },
        type: 'collection',
        timestamp: new Date().toISOString(),
        entry: entries,
      },
      fileName: `ergebnisse-${patient.id}.fhir.json`,
    };
  }
}
