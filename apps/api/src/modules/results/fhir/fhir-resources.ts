import type {
  CodeableConcept,
  DiagnosticReport,
  Observation,
  ObservationReferenceRange,
  Patient,
  Reference,
  Resource,
  ServiceRequest,
  Specimen,
} from '@medplum/fhirtypes';
import {
  DBSNP,
  DIAGNOSTIC_SERVICE_SECTION,
  GENOTYPE_ORIENTATION_EXTENSION,
  HGVS,
  LOINC,
  LOINC_DISCRETE_VARIANT,
  LOINC_DNA_CHANGE_C_HGVS,
  LOINC_GENE_STUDIED,
  LOINC_GENETIC_VARIANT_PANEL,
  LOINC_GENOTYPE_DISPLAY_NAME,
  LOINC_LAB_REPORT,
  OBSERVATION_CATEGORY,
  OBSERVATION_INTERPRETATION,
  PORTAL_BARCODE_SYSTEM,
  PORTAL_BLOOD_MARKER_SYSTEM,
  PORTAL_ORDER_NUMBER_SYSTEM,
  PORTAL_PATIENT_ID_SYSTEM,
  PORTAL_REPORT_ID_SYSTEM,
  REFERENCE_RANGE_MEANING,
  REPORT_VERSION_EXTENSION,
  SPECIMEN_TYPE,
  UCUM,
} from '../../../common/fhir/fhir-systems.js';
import type { PickedRange } from '../blood-analysis/reference-ranges.js';
import { stateOf } from '../blood-analysis/value-scale.js';

// The FHIR R4 resources of a patient's export, one builder each; pure, so the export and its tests share them.

const LABORATORY: CodeableConcept = {
  coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }],
};
const GENETICS: CodeableConcept = {
  coding: [{ system: DIAGNOSTIC_SERVICE_SECTION, code: 'GE', display: 'Genetics' }],
};
const LAB_SECTION: CodeableConcept = {
  coding: [{ system: DIAGNOSTIC_SERVICE_SECTION, code: 'LAB', display: 'Laboratory' }],
};

/** FHIR's JSON has no empty arrays (R4 json.html): an empty list is left out. */
const listOrNone = <T>(items: T[]): T[] | undefined => (items.length ? items : undefined);

/** A reference to a resource of the bundle by its fullUrl (typed to whatever the element points to). */
export const ref = <T extends Resource>(fullUrl: string): Reference<T> => ({ reference: fullUrl });

export interface PatientFacts {
  guid: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: 'Female' | 'Male' | null;
}

export function patientResource(patient: PatientFacts): Patient {
  return {
    resourceType: 'Patient',
    identifier: [{ system: PORTAL_PATIENT_ID_SYSTEM, value: patient.guid }],
    name: [{ family: patient.lastName, given: [patient.firstName] }],
    // The biological sex the ranges are picked by; FHIR's administrative gender is the nearest element.
    gender: patient.sex === 'Female' ? 'female' : patient.sex === 'Male' ? 'male' : 'unknown',
    birthDate: patient.birthDate,
  };
}

export interface PartFacts {
  kind: 'blood' | 'dna';
  externalOrderNo: string | null;
  orderNumber: string | null;
  placedAt: Date | null;
  /** FHIR request status: active while at the lab, completed once results are ready, revoked when cancelled. */
  status: ServiceRequest['status'];
}

const PART_NAMES = { blood: 'Blutanalyse', dna: 'DNA-Analyse' } as const;

export function serviceRequestResource(
  part: PartFacts,
  patient: string,
  specimens: string[],
): ServiceRequest {
  return {
    resourceType: 'ServiceRequest',
    identifier: part.externalOrderNo
      ? [{ system: PORTAL_ORDER_NUMBER_SYSTEM, value: part.externalOrderNo }]
      : undefined,
    requisition: part.orderNumber
      ? { system: PORTAL_ORDER_NUMBER_SYSTEM, value: part.orderNumber }
      : undefined,
    status: part.status,
    intent: 'order',
    category: [part.kind === 'blood' ? LAB_SECTION : GENETICS],
    code: { text: PART_NAMES[part.kind] },
    subject: ref(patient),
    authoredOn: part.placedAt?.toISOString(),
    specimen: listOrNone(specimens.map((url) => ref<Specimen>(url))),
  };
}

export interface SampleFacts {
  kind: 'blood' | 'dna';
  barcode: string | null;
  registeredAt: Date | null;
}

export function specimenResource(sample: SampleFacts, patient: string, request: string | null): Specimen {
  return {
    resourceType: 'Specimen',
    identifier: sample.barcode ? [{ system: PORTAL_BARCODE_SYSTEM, value: sample.barcode }] : undefined,
    accessionIdentifier: sample.barcode
      ? { system: PORTAL_BARCODE_SYSTEM, value: sample.barcode }
      : undefined,
    status: 'available',
    // HL7 v2 table 0487: BLD whole blood; the DNA kit's sample is named in text (the kit decides the material).
    type:
      sample.kind === 'blood'
        ? { coding: [{ system: SPECIMEN_TYPE, code: 'BLD', display: 'Whole blood' }], text: 'Blut' }
        : { text: 'DNA-Probe' },
    subject: ref(patient),
    receivedTime: sample.registeredAt?.toISOString(),
    request: request ? [ref(request)] : undefined,
  };
}

export interface BloodValueFacts {
  code: string;
  name: string;
  loinc: string | null;
  value: number;
  unit: string;
  ucum: string;
  date: string;
  range: PickedRange;
}

const quantity = (value: number, fact: { unit: string; ucum: string }) => ({
  value,
  unit: fact.unit,
  system: UCUM,
  code: fact.ucum,
});

const SEX_NAMES = { female: 'Frauen', male: 'Männer' } as const;

/** The patient's range as FHIR reference ranges: the lab's (normal) and the optimal band (recommended). */
function referenceRanges(fact: BloodValueFacts): ObservationReferenceRange[] {
  const { range } = fact;
  const applies: Partial<ObservationReferenceRange> = {
    appliesTo: range.sex
      ? [
          {
            coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: range.sex }],
            text: SEX_NAMES[range.sex],
          },
        ]
      : undefined,
    age:
      range.age_from !== null || range.age_to !== null
        ? {
            low:
              range.age_from !== null
                ? { value: range.age_from, unit: 'a', system: UCUM, code: 'a' }
                : undefined,
            high:
              range.age_to !== null ? { value: range.age_to, unit: 'a', system: UCUM, code: 'a' } : undefined,
          }
        : undefined,
  };
  const band = (low: number | null, high: number | null, meaning: string): ObservationReferenceRange[] =>
    low === null && high === null
      ? []
      : [
          {
            low: low !== null ? quantity(low, fact) : undefined,
            high: high !== null ? quantity(high, fact) : undefined,
            type: { coding: [{ system: REFERENCE_RANGE_MEANING, code: meaning }] },
            ...applies,
          },
        ];
  return [
    ...band(range.lab_min_value, range.lab_max_value, 'normal'),
    ...band(range.min_optimal_value, range.max_optimal_value, 'recommended'),
  ];
}

/** H, L or N by the lab's range (HL7 v3 ObservationInterpretation): the result pages' state, outside it or not. */
export function interpretationOf(value: number, range: PickedRange): 'H' | 'L' | 'N' {
  const state = stateOf(value, range);
  return state === 'tooLow' ? 'L' : state === 'tooHigh' ? 'H' : 'N';
}

const INTERPRETATION_NAMES = { H: 'High', L: 'Low', N: 'Normal' } as const;

export function bloodObservationResource(
  fact: BloodValueFacts,
  patient: string,
  specimen: string | null,
): Observation {
  const interpretation = interpretationOf(fact.value, fact.range);
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [LABORATORY],
    code: {
      coding: [
        // The marker's first LOINC code is the one for its unit (blood-marker-loinc.data.ts).
        ...(fact.loinc ? [{ system: LOINC, code: fact.loinc }] : []),
        { system: PORTAL_BLOOD_MARKER_SYSTEM, code: fact.code, display: fact.name },
      ],
      text: fact.name,
    },
    subject: ref(patient),
    effectiveDateTime: fact.date,
    valueQuantity: quantity(fact.value, fact),
    interpretation: [
      {
        coding: [
          {
            system: OBSERVATION_INTERPRETATION,
            code: interpretation,
            display: INTERPRETATION_NAMES[interpretation],
          },
        ],
      },
    ],
    referenceRange: listOrNone(referenceRanges(fact)),
    specimen: specimen ? ref(specimen) : undefined,
  };
}

export interface GenotypeFacts {
  gene: string;
  rsId: string;
  genotype: string;
  orientation: string | null;
  hgvs: string | null;
  date: string;
}

const loincCode = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: LOINC, code, display }],
});

/**
 * A genotype call in the shape of the HL7 Genomics Reporting IG's Genotype profile (code 84413-4, the
 * gene studied as a component), with the rs id and the c.HGVS as further components; the strand the call is
 * written on is our extension. Conformance to the IG's profile is not claimed (see docs/decisions/results.md).
 */
export function genotypeObservationResource(
  fact: GenotypeFacts,
  patient: string,
  specimen: string | null,
): Observation {
  return {
    resourceType: 'Observation',
    extension: fact.orientation
      ? [{ url: GENOTYPE_ORIENTATION_EXTENSION, valueCode: fact.orientation }]
      : undefined,
    status: 'final',
    category: [LABORATORY, GENETICS],
    code: loincCode(LOINC_GENOTYPE_DISPLAY_NAME, 'Genotype display name'),
    subject: ref(patient),
    effectiveDateTime: fact.date,
    valueCodeableConcept: { text: fact.genotype },
    specimen: specimen ? ref(specimen) : undefined,
    component: [
      { code: loincCode(LOINC_GENE_STUDIED, 'Gene studied [ID]'), valueCodeableConcept: { text: fact.gene } },
      {
        code: loincCode(LOINC_DISCRETE_VARIANT, 'Discrete genetic variant'),
        valueCodeableConcept: { coding: [{ system: DBSNP, code: fact.rsId }] },
      },
      ...(fact.hgvs && /:c\./.test(fact.hgvs)
        ? [
            {
              code: loincCode(LOINC_DNA_CHANGE_C_HGVS, 'DNA change (c.HGVS)'),
              valueCodeableConcept: { coding: [{ system: HGVS, code: fact.hgvs }] },
            },
          ]
        : []),
    ],
  };
}

export interface ReportFacts {
  kind: 'blood' | 'dna';
  id: string;
  version: number | null;
  corrected: boolean;
  date: string;
  issued: Date;
}

export function diagnosticReportResource(
  report: ReportFacts,
  patient: string,
  request: string | null,
  specimen: string | null,
  results: string[],
): DiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: PORTAL_REPORT_ID_SYSTEM, value: `${report.kind}-${report.id}` }],
    extension:
      report.version !== null ? [{ url: REPORT_VERSION_EXTENSION, valueInteger: report.version }] : undefined,
    basedOn: request ? [ref(request)] : undefined,
    status: report.corrected ? 'corrected' : 'final',
    category: [report.kind === 'blood' ? LAB_SECTION : GENETICS],
    code:
      report.kind === 'blood'
        ? { ...loincCode(LOINC_LAB_REPORT, 'Laboratory report'), text: 'Blutwerte' }
        : {
            ...loincCode(LOINC_GENETIC_VARIANT_PANEL, 'Master HL7 genetic variant reporting panel'),
            text: 'DNA-Analyse',
          },
    subject: ref(patient),
    effectiveDateTime: report.date,
    issued: report.issued.toISOString(),
    specimen: specimen ? [ref(specimen)] : undefined,
    result: listOrNone(results.map((url) => ref<Observation>(url))),
  };
}
