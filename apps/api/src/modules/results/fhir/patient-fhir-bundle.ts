import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, Resource, ServiceRequest } from '@medplum/fhirtypes';
import { PORTAL_FHIR_BASE } from '../../../common/fhir/fhir-systems.js';
import type { LabReport } from '../../lab/lab-report.entity.js';
import type { NoiOrder } from '../../orders/noi-order.entity.js';
import { NoiOrderStatus } from '../../orders/index.js';
import type { Patient } from '../../patients/index.js';
import type { Sample } from '../../samples/sample.entity.js';
import type { AnalysisParameter } from '../blood-analysis/entities/analysis-parameter.entity.js';
import type { AnalysisResultValue } from '../blood-analysis/entities/analysis-result-value.entity.js';
import { rangeFor, rangeSubjectOf } from '../blood-analysis/reference-ranges.js';
import { ucumFactor } from '../blood-analysis/ucum-units.js';
import { DNA_VARIANT_HGVS } from '../dna-analysis/catalogue/dna-variant-hgvs.data.js';
import type { GenotypeResult } from '../dna-analysis/entities/genotype-result.entity.js';
import {
  type BloodValueFacts,
  bloodObservationResource,
  diagnosticReportResource,
  genotypeObservationResource,
  patientResource,
  serviceRequestResource,
  specimenResource,
} from './fhir-resources.js';

/** What the export reads of a patient: each list in one statement (PatientFhirExport). */
export interface PatientResults {
  patient: Patient;
  /** Blood and DNA parts of the placed orders, with their orders. */
  parts: NoiOrder[];
  /** Current samples of those orders. */
  samples: Sample[];
  /** Current blood values with their result sets and markers, oldest first. */
  values: AnalysisResultValue[];
  /** Current genotype calls, oldest first. */
  genotypes: GenotypeResult[];
  /** The lab reports the values and calls came from. */
  labReports: LabReport[];
}

type Kind = 'blood' | 'dna';

/** Items by key, keys in first-seen order (Map.groupBy needs Node 21). */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const partStatus = (status: NoiOrderStatus): ServiceRequest['status'] =>
  status === NoiOrderStatus.ResultsReady
    ? 'completed'
    : status === NoiOrderStatus.Canceled || status === NoiOrderStatus.Recall
      ? 'revoked'
      : 'active';

// A part is `blood`/`dna`, a sample `Blood`/`Dna`.
const kindOf = (type: string): Kind => (type.toLowerCase() === 'blood' ? 'blood' : 'dna');

/** The bundle's entries, each under a fresh urn:uuid, and where each order's request and sample went. */
class Entries {
  readonly list: BundleEntry[] = [];
  private readonly requests = new Map<string, string>();
  private readonly specimens = new Map<string, string>();

  /** A fullUrl for a resource added later (a request and its specimen point at each other). */
  reserve(): string {
    return `urn:uuid:${randomUUID()}`;
  }

  add(resource: Resource, fullUrl = this.reserve()): string {
    this.list.push({ fullUrl, resource });
    return fullUrl;
  }

  placeOrder(orderId: string, kind: Kind, request: string, specimen: string | null): void {
    this.requests.set(`${orderId}:${kind}`, request);
    if (specimen) this.specimens.set(`${orderId}:${kind}`, specimen);
  }

  requestOf(orderId: string | null, kind: Kind): string | null {
    return orderId ? (this.requests.get(`${orderId}:${kind}`) ?? null) : null;
  }

  specimenOf(orderId: string | null, kind: Kind): string | null {
    return orderId ? (this.specimens.get(`${orderId}:${kind}`) ?? null) : null;
  }
}

/**
 * A patient's results as one FHIR R4 collection Bundle (docs/decisions/results.md, "FHIR out"): the patient, a
 * request and a specimen per ordered analysis, a DiagnosticReport per blood result set and per DNA lab report,
 * an Observation per value and per genotype call.
 */
export function patientFhirBundle(results: PatientResults): Bundle {
  const entries = new Entries();
  const { patient } = results;
  const patientUrl = entries.add(
    patientResource({
      guid: patient.guid,
      firstName: patient.first_name,
      lastName: patient.last_name,
      birthDate: patient.date_of_birth,
      sex: patient.biological_sex,
    }),
  );
  addOrders(entries, patientUrl, results);
  const labReports = new Map(results.labReports.map((report) => [report.id, report]));
  addBloodReports(entries, patientUrl, results, labReports);
  addDnaReports(entries, patientUrl, results, labReports);
  return {
    resourceType: 'Bundle',
    identifier: { system: `${PORTAL_FHIR_BASE}/NamingSystem/export`, value: randomUUID() },
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: entries.list,
  };
}

function addOrders(entries: Entries, patientUrl: string, { parts, samples }: PatientResults): void {
  for (const part of parts) {
    const kind = kindOf(part.type);
    const sample = samples.find((s) => s.order_id === part.order_id && kindOf(s.type) === kind);
    const requestUrl = entries.reserve();
    const specimenUrl = sample
      ? entries.add(
          specimenResource(
            { kind, barcode: sample.barcode, registeredAt: sample.registered_at },
            patientUrl,
            requestUrl,
          ),
        )
      : null;
    entries.add(
      serviceRequestResource(
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
      requestUrl,
    );
    entries.placeOrder(part.order_id, kind, requestUrl, specimenUrl);
  }
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/**
 * A value whose marker's first LOINC code is for another unit (a mass code for a marker kept in moles) goes out in
 * that unit, with its ranges: a receiver reads the code's unit. Where the library cannot convert, the value keeps
 * the marker's unit and goes out without the LOINC code rather than under a code it would contradict.
 */
export function inExchangeUnit(parameter: AnalysisParameter, fact: BloodValueFacts): BloodValueFacts {
  if (!fact.loinc || !parameter.loinc_unit || parameter.loinc_unit === fact.ucum) return fact;
  const factor = ucumFactor(fact.ucum, parameter.loinc_unit, {
    molarMass: parameter.molar_mass,
    charge: parameter.charge,
  });
  if (factor === null) return { ...fact, loinc: null };
  const scaled = (bound: number | null) => (bound === null ? null : round(bound * factor));
  const { range } = fact;
  return {
    ...fact,
    value: round(fact.value * factor),
    unit: parameter.loinc_unit,
    ucum: parameter.loinc_unit,
    range: {
      ...range,
      lab_min_value: scaled(range.lab_min_value),
      lab_max_value: scaled(range.lab_max_value),
      min_optimal_value: scaled(range.min_optimal_value),
      max_optimal_value: scaled(range.max_optimal_value),
    },
  };
}

/** One DiagnosticReport per result set: a lab report version, or a typed-in or uploaded set of one day. */
function addBloodReports(
  entries: Entries,
  patientUrl: string,
  { patient, values }: PatientResults,
  labReports: Map<string, LabReport>,
): void {
  const subject = rangeSubjectOf(patient);
  for (const [setId, setValues] of groupBy(values, (value) => value.analysis_result_id)) {
    const result = setValues[0].result!;
    const specimen = entries.specimenOf(result.order_id, 'blood');
    const observations = setValues.map(({ parameter, value, value_date }) =>
      entries.add(
        bloodObservationResource(
          inExchangeUnit(parameter!, {
            code: parameter!.code,
            name: parameter!.name,
            loinc: parameter!.loinc_codes?.[0] ?? null,
            value,
            unit: parameter!.formatted_unit ?? parameter!.unit ?? '',
            ucum: parameter!.ucum_unit ?? parameter!.unit ?? '',
            date: value_date,
            range: rangeFor(parameter!, subject, value_date),
          }),
          patientUrl,
          specimen,
        ),
      ),
    );
    const labReport = result.lab_report_id ? labReports.get(result.lab_report_id) : undefined;
    entries.add(
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
        entries.requestOf(result.order_id, 'blood'),
        specimen,
        observations,
      ),
    );
  }
}

/** One DiagnosticReport per DNA lab report, with its calls. */
function addDnaReports(
  entries: Entries,
  patientUrl: string,
  { genotypes }: PatientResults,
  labReports: Map<string, LabReport>,
): void {
  for (const [labReportId, calls] of groupBy(genotypes, (call) => call.lab_report_id)) {
    const { order_id: orderId, collected_on: date } = calls[0];
    const specimen = entries.specimenOf(orderId, 'dna');
    const observations = calls.map((call) =>
      entries.add(
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
    const labReport = labReports.get(labReportId);
    entries.add(
      diagnosticReportResource(
        {
          kind: 'dna',
          id: labReportId,
          version: labReport?.version ?? calls[0].version,
          corrected: labReport?.status === 'corrected',
          date,
          issued: labReport?.issued_at ?? calls[0].created_at,
        },
        patientUrl,
        entries.requestOf(orderId, 'dna'),
        specimen,
        observations,
      ),
    );
  }
}
