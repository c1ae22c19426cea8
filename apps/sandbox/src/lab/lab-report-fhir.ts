import { randomUUID } from 'node:crypto';
import { type LabBloodValue, type LabGenotype, type LabOrderType, type LabReport } from './lab.js';
import {
  ANALYTE_SYSTEM,
  DBSNP,
  type FhirBundleEntry,
  type FhirCodeableConcept,
  type FhirDiagnosticReport,
  type FhirObservation,
  type FhirSearchBundle,
  GENE_CODE,
  GENOTYPE_CODE,
  LOINC,
  OBSERVATION_CATEGORY,
  ORIENTATION_URL,
  REPORT_ID_SYSTEM,
  REPORT_VERSION_URL,
  UCUM,
  V2_0074,
  VARIANT_CODE,
} from './fhir-r4.js';

const LABORATORY: FhirCodeableConcept = { coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory' }] };
const LOINC_CODE = /^\d{1,7}-\d$/;

/**
 * A lab order's reports as a FHIR R4 searchset: per version, oldest first, a DiagnosticReport (match)
 * followed by its Observations (include).
 */
export function labReportsBundle(type: LabOrderType, reports: readonly LabReport[]): FhirSearchBundle {
  const entry = reports.flatMap((report): FhirBundleEntry[] => {
    const observations = [
      ...report.blood.map((value) => bloodObservation(value, report.collectedOn)),
      ...report.genotypes.map((genotype) => genotypeObservation(genotype, report.collectedOn)),
    ].map((resource) => ({ fullUrl: urn(), resource, search: { mode: 'include' as const } }));
    const diagnosticReport = diagnosticReportOf(
      type,
      report,
      observations.map(({ fullUrl }) => fullUrl),
    );
    return [{ fullUrl: urn(), resource: diagnosticReport, search: { mode: 'match' } }, ...observations];
  });
  return { resourceType: 'Bundle', type: 'searchset', total: reports.length, entry };
}

function diagnosticReportOf(
  type: LabOrderType,
  report: LabReport,
  results: readonly string[],
): FhirDiagnosticReport {
  const blood = type === 'blood';
  return {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: REPORT_ID_SYSTEM, value: report.reportId }],
    extension: [{ url: REPORT_VERSION_URL, valueInteger: report.version }],
    status: report.status === 'corrected' ? 'corrected' : 'final',
    category: [{ coding: [{ system: V2_0074, code: blood ? 'LAB' : 'GE' }] }],
    code: { text: blood ? 'Blutanalyse' : 'DNA-Analyse' },
    effectiveDateTime: report.collectedOn,
    issued: report.issuedAt,
    result: results.map((reference) => ({ reference })),
  };
}

function bloodObservation({ code, value, unit }: LabBloodValue, collectedOn: string): FhirObservation {
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [LABORATORY],
    code: { coding: [{ system: LOINC_CODE.test(code) ? LOINC : ANALYTE_SYSTEM, code }] },
    effectiveDateTime: collectedOn,
    valueQuantity: { value, unit, system: UCUM, code: unit },
  };
}

function genotypeObservation(
  { gene, rsId, genotype, orientation }: LabGenotype,
  collectedOn: string,
): FhirObservation {
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [LABORATORY, { coding: [{ system: V2_0074, code: 'GE' }] }],
    code: { coding: [GENOTYPE_CODE] },
    effectiveDateTime: collectedOn,
    valueCodeableConcept: { text: genotype },
    extension: [{ url: ORIENTATION_URL, valueCode: orientation }],
    component: [
      { code: { coding: [GENE_CODE] }, valueCodeableConcept: { text: gene } },
      { code: { coding: [VARIANT_CODE] }, valueCodeableConcept: { coding: [{ system: DBSNP, code: rsId }] } },
    ],
  };
}

const urn = (): string => `urn:uuid:${randomUUID()}`;
