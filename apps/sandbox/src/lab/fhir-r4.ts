// The few FHIR R4 shapes the lab's reports use, as plain JSON types, and the codes both directions share.

export interface FhirCoding {
  readonly system: string;
  readonly code: string;
  readonly display?: string;
}

export interface FhirCodeableConcept {
  readonly coding?: readonly FhirCoding[];
  readonly text?: string;
}

export interface FhirQuantity {
  readonly value: number;
  readonly unit: string;
  readonly system: string;
  readonly code: string;
}

export interface FhirExtension {
  readonly url: string;
  readonly valueCode?: string;
  readonly valueInteger?: number;
}

export interface FhirReference {
  readonly reference: string;
}

export interface FhirObservationComponent {
  readonly code: FhirCodeableConcept;
  readonly valueCodeableConcept: FhirCodeableConcept;
}

export interface FhirObservation {
  readonly resourceType: 'Observation';
  readonly status: 'final';
  readonly category: readonly FhirCodeableConcept[];
  readonly code: FhirCodeableConcept;
  readonly effectiveDateTime: string;
  readonly valueQuantity?: FhirQuantity;
  readonly valueCodeableConcept?: FhirCodeableConcept;
  readonly extension?: readonly FhirExtension[];
  readonly component?: readonly FhirObservationComponent[];
}

export interface FhirDiagnosticReport {
  readonly resourceType: 'DiagnosticReport';
  readonly identifier: readonly { readonly system: string; readonly value: string }[];
  readonly extension: readonly FhirExtension[];
  readonly status: 'final' | 'corrected';
  readonly category: readonly FhirCodeableConcept[];
  readonly code: FhirCodeableConcept;
  readonly effectiveDateTime: string;
  readonly issued: string;
  readonly result: readonly FhirReference[];
}

export interface FhirBundleEntry {
  readonly fullUrl: string;
  readonly resource: FhirDiagnosticReport | FhirObservation;
  readonly search: { readonly mode: 'match' | 'include' };
}

export interface FhirSearchBundle {
  readonly resourceType: 'Bundle';
  readonly type: 'searchset';
  readonly total: number;
  readonly entry: readonly FhirBundleEntry[];
}

export const FHIR_CONTENT_TYPE = 'application/fhir+json';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const DBSNP = 'http://www.ncbi.nlm.nih.gov/projects/SNP';
export const V2_0074 = 'http://terminology.hl7.org/CodeSystem/v2-0074';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
/** The lab's own analyte codes, for parameters without a LOINC code (e.g. "FERRITIN"). */
export const ANALYTE_SYSTEM = 'https://lab.sandbox.example/fhir/CodeSystem/analyte';
export const REPORT_ID_SYSTEM = 'https://lab.sandbox.example/fhir/NamingSystem/report-id';
export const REPORT_VERSION_URL = 'https://fhir.vitalis-portal.example/StructureDefinition/report-version';
export const ORIENTATION_URL = 'https://fhir.vitalis-portal.example/StructureDefinition/genotype-orientation';

/** LOINC: the genotype Observation, and its gene and variant components. */
export const GENOTYPE_CODE = { system: LOINC, code: '84413-4', display: 'Genotype display name' } as const;
export const GENE_CODE = { system: LOINC, code: '48018-6', display: 'Gene studied [ID]' } as const;
export const VARIANT_CODE = { system: LOINC, code: '81252-9', display: 'Discrete genetic variant' } as const;
