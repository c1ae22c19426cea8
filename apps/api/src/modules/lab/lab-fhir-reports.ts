import { z } from 'zod';
import {
  DBSNP,
  GENOTYPE_ORIENTATION_EXTENSION,
  LOINC,
  LOINC_DISCRETE_VARIANT,
  LOINC_GENE_STUDIED,
  LOINC_GENOTYPE_DISPLAY_NAME,
  REPORT_VERSION_EXTENSION,
} from '../../common/fhir/fhir-systems.js';
import type { LabReportVersion } from './lab-client.js';

// The lab's reports as FHIR R4 (a searchset Bundle of DiagnosticReports with their Observations), read into the
// same LabReportVersion the JSON adapter gives: what follows (keeping, converting, applying) is one path.

const coding = z.object({
  system: z.string().optional(),
  code: z.string().optional(),
  display: z.string().optional(),
});
const concept = z.object({ coding: z.array(coding).optional(), text: z.string().optional() });
const extension = z.object({
  url: z.string(),
  valueInteger: z.number().int().optional(),
  valueCode: z.string().optional(),
});
const observation = z.object({
  resourceType: z.literal('Observation'),
  code: concept,
  effectiveDateTime: z.string().optional(),
  valueQuantity: z
    .object({ value: z.number(), unit: z.string().optional(), code: z.string().optional() })
    .optional(),
  valueCodeableConcept: concept.optional(),
  component: z.array(z.object({ code: concept, valueCodeableConcept: concept.optional() })).optional(),
  extension: z.array(extension).optional(),
});
const diagnosticReport = z.object({
  resourceType: z.literal('DiagnosticReport'),
  identifier: z.array(z.object({ system: z.string().optional(), value: z.string().min(1).max(64) })).min(1),
  extension: z.array(extension).optional(),
  status: z.string(),
  effectiveDateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  issued: z.iso.datetime({ offset: true }),
  result: z.array(z.object({ reference: z.string() })).default([]),
});
const bundle = z.object({
  resourceType: z.literal('Bundle'),
  entry: z
    .array(
      z.object({
        fullUrl: z.string().optional(),
        resource: z.object({ resourceType: z.string() }).passthrough(),
      }),
    )
    .default([]),
});

type Observation = z.infer<typeof observation>;
type Concept = z.infer<typeof concept>;

const hasLoinc = (code: Concept, loinc: string) =>
  (code.coding ?? []).some((c) => c.system === LOINC && c.code === loinc);
const componentOf = (obs: Observation, loinc: string) => obs.component?.find((c) => hasLoinc(c.code, loinc));

/** The code a blood value is matched by: its LOINC code, else the first other coding's code (ours or the lab's). */
function bloodCodeOf(code: Concept): string | null {
  const codings = code.coding ?? [];
  return (codings.find((c) => c.system === LOINC)?.code ?? codings.find((c) => c.code)?.code) || null;
}

// The JSON adapter's limits, which the kept report's columns rely on.
const fits = (text: string | null | undefined, max: number): text is string =>
  typeof text === 'string' && text.trim() !== '' && text.length <= max;

/** A DiagnosticReport's status as LabReportVersion's: a corrected or amended report is a correction. */
const statusOf = (status: string): LabReportVersion['status'] =>
  status === 'corrected' || status === 'amended' || status === 'appended' ? 'corrected' : 'final';

/**
 * The report versions of a FHIR Bundle, in the bundle's order; null when it is no readable bundle (the caller
 * treats that as an unreadable answer). A report's Observations are found by their fullUrl in the bundle.
 */
export function labReportsFromFhir(body: unknown): LabReportVersion[] | null {
  const parsed = bundle.safeParse(body);
  if (!parsed.success) return null;
  const byUrl = new Map(
    parsed.data.entry.flatMap((entry) => (entry.fullUrl ? [[entry.fullUrl, entry.resource]] : [])),
  );
  const versions: LabReportVersion[] = [];
  for (const entry of parsed.data.entry) {
    if (entry.resource.resourceType !== 'DiagnosticReport') continue;
    const report = diagnosticReport.safeParse(entry.resource);
    if (!report.success) return null;
    const blood: LabReportVersion['blood'] = [];
    const genotypes: LabReportVersion['genotypes'] = [];
    for (const { reference } of report.data.result) {
      const obs = observation.safeParse(byUrl.get(reference));
      if (!obs.success) return null;
      const value = obs.data;
      if (hasLoinc(value.code, LOINC_GENOTYPE_DISPLAY_NAME)) {
        const gene = componentOf(value, LOINC_GENE_STUDIED)?.valueCodeableConcept;
        const rsId = componentOf(value, LOINC_DISCRETE_VARIANT)?.valueCodeableConcept?.coding?.find(
          (c) => c.system === DBSNP,
        )?.code;
        const genotype = value.valueCodeableConcept?.text ?? value.valueCodeableConcept?.coding?.[0]?.code;
        const geneName = gene?.text ?? gene?.coding?.[0]?.display ?? gene?.coding?.[0]?.code;
        if (!fits(geneName, 32) || !fits(rsId, 32) || !fits(genotype, 32)) return null;
        const orientation = value.extension?.find((e) => e.url === GENOTYPE_ORIENTATION_EXTENSION)?.valueCode;
        if (orientation !== undefined && !fits(orientation, 16)) return null;
        genotypes.push({ gene: geneName, rsId, genotype, ...(orientation ? { orientation } : {}) });
      } else if (value.valueQuantity) {
        const code = bloodCodeOf(value.code);
        const unit = value.valueQuantity.code ?? value.valueQuantity.unit;
        if (!fits(code, 64) || !fits(unit, 32)) return null;
        blood.push({ code, value: value.valueQuantity.value, unit });
      }
    }
    versions.push({
      reportId: report.data.identifier[0].value,
      version: report.data.extension?.find((e) => e.url === REPORT_VERSION_EXTENSION)?.valueInteger ?? 1,
      status: statusOf(report.data.status),
      issuedAt: new Date(report.data.issued),
      collectedOn: report.data.effectiveDateTime.slice(0, 10),
      blood,
      genotypes,
    });
  }
  return versions;
}
