/**
 * The code systems and profiles the portal's FHIR R4 documents use (FHIR R4 terminology,
 * https://hl7.org/fhir/R4/terminologies-systems.html; HL7 Genomics Reporting IG 3.0.0 STU3,
 * https://hl7.org/fhir/uv/genomics-reporting/). Shared by the export (results area) and the lab's FHIR
 * report adapter (lab area), so what one writes the other reads.
 */
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const DBSNP = 'http://www.ncbi.nlm.nih.gov/projects/SNP';
export const HGVS = 'http://varnomen.hgvs.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const DIAGNOSTIC_SERVICE_SECTION = 'http://terminology.hl7.org/CodeSystem/v2-0074';
export const OBSERVATION_INTERPRETATION =
  'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
export const REFERENCE_RANGE_MEANING = 'http://terminology.hl7.org/CodeSystem/referencerange-meaning';
export const SPECIMEN_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0487';

/** The portal's own names (canonical URLs: stable identifiers, not addresses that must answer). */
export const PORTAL_FHIR_BASE = 'https://fhir.vitalis-portal.example';
export const PORTAL_BLOOD_MARKER_SYSTEM = `${PORTAL_FHIR_BASE}/CodeSystem/blood-marker`;
export const PORTAL_PATIENT_ID_SYSTEM = `${PORTAL_FHIR_BASE}/NamingSystem/patient-id`;
export const PORTAL_ORDER_NUMBER_SYSTEM = `${PORTAL_FHIR_BASE}/NamingSystem/order-number`;
export const PORTAL_BARCODE_SYSTEM = `${PORTAL_FHIR_BASE}/NamingSystem/sample-barcode`;
export const PORTAL_REPORT_ID_SYSTEM = `${PORTAL_FHIR_BASE}/NamingSystem/report-id`;
/** The strand a genotype call is written on (`GRCh38+`, `GRCh38-`, `coding`): the IG has no element for it. */
export const GENOTYPE_ORIENTATION_EXTENSION = `${PORTAL_FHIR_BASE}/StructureDefinition/genotype-orientation`;
/** A lab report's version (the lab's correction counter), on DiagnosticReport. */
export const REPORT_VERSION_EXTENSION = `${PORTAL_FHIR_BASE}/StructureDefinition/report-version`;

/** LOINC codes of the Genomics Reporting IG (STU3): the Genotype profile's code and its components. */
/** Genotype display name (the Genotype profile's code, e.g. the IG's GenotypeExample1). */
export const LOINC_GENOTYPE_DISPLAY_NAME = '84413-4';
/** Gene studied [ID] (component gene-studied). */
export const LOINC_GENE_STUDIED = '48018-6';
/** Discrete genetic variant (component, valued with the dbSNP rs id). */
export const LOINC_DISCRETE_VARIANT = '81252-9';
/** DNA change (c.HGVS). */
export const LOINC_DNA_CHANGE_C_HGVS = '48004-6';
/** Master HL7 genetic variant reporting panel: the code of the IG's Genomic Report profile. */
export const LOINC_GENETIC_VARIANT_PANEL = '81247-9';
/** Laboratory report: the code of a lab report in HL7 Europe's Laboratory Report IG (hl7.fhir.eu.laboratory). */
export const LOINC_LAB_REPORT = '11502-2';

/** The FHIR media type (FHIR R4 http.html#mime-type). */
export const FHIR_JSON = 'application/fhir+json';
