import { isRecord } from '../payment/checked.js';
import { LAB_GENOTYPE_ORIENTATIONS, type LabOrderError, type LabOrderType } from './lab.js';
import { GENE_CODE, GENOTYPE_CODE, LOINC, ORIENTATION_URL, VARIANT_CODE } from './fhir-r4.js';
import { type CheckedLabReport, validateLabReport } from './validate-lab-report.js';

type Json = Record<string, unknown>;

/**
 * A FHIR R4 Bundle posted to the test controls, read as a report: its Observations with a valueQuantity
 * become blood values, its genotype Observations (LOINC 84413-4) genotypes; other resources, and
 * Observations with another kind of value, are left out. Checked as a JSON report would be, with each
 * error named by its place in the Bundle.
 */
export function readFhirReport(bundle: Json, type: LabOrderType): CheckedLabReport {
  const { entry = [] } = bundle;
  if (!Array.isArray(entry))
    return { ok: false, errors: [{ field: 'entry', message: 'entry must be a list of Bundle entries.' }] };

  const blood: { at: string; value: Json }[] = [];
  const genotypes: { at: string; value: Json }[] = [];
  let first: { at: string; effectiveDateTime: unknown } | undefined;
  for (const [index, item] of entry.entries()) {
    const resource = isRecord(item) && isRecord(item.resource) ? item.resource : undefined;
    if (resource?.resourceType !== 'Observation') continue;
    const at = `entry[${index}].resource`;
    if (codings(resource.code).some(isCode(GENOTYPE_CODE.code)))
      genotypes.push({ at, value: genotypeOf(resource) });
    // An Observation without any value counts as a blood value, so its missing value is reported.
    else if (
      resource.valueQuantity !== undefined ||
      !Object.keys(resource).some((key) => key.startsWith('value'))
    )
      blood.push({ at, value: bloodValueOf(resource) });
    else continue;
    first ??= { at, effectiveDateTime: resource.effectiveDateTime };
  }

  const effective = first?.effectiveDateTime;
  const checked = validateLabReport(
    {
      blood: blood.map(({ value }) => value),
      genotypes: genotypes.map(({ value }) => value),
      collectedOn: typeof effective === 'string' ? effective.slice(0, 10) : effective,
    },
    type,
  );
  if (checked.ok) return { ok: true, value: { ...checked.value, format: 'fhir' } };
  const places = { blood: blood.map(({ at }) => at), genotypes: genotypes.map(({ at }) => at) };
  return { ok: false, errors: checked.errors.map((error) => placed(error, places, first?.at ?? 'entry')) };
}

function bloodValueOf(observation: Json): Json {
  const coding = codings(observation.code);
  const quantity = isRecord(observation.valueQuantity) ? observation.valueQuantity : {};
  return {
    code: (coding.find((candidate) => candidate.system === LOINC) ?? coding[0])?.code,
    value: quantity.value,
    unit: quantity.code ?? quantity.unit,
  };
}

function genotypeOf(observation: Json): Json {
  const components = Array.isArray(observation.component) ? observation.component.filter(isRecord) : [];
  const valueOf = (code: string): Json => {
    const component = components.find((candidate) => codings(candidate.code).some(isCode(code)));
    return isRecord(component?.valueCodeableConcept) ? component.valueCodeableConcept : {};
  };
  const gene = valueOf(GENE_CODE.code);
  const variant = valueOf(VARIANT_CODE.code);
  const value = isRecord(observation.valueCodeableConcept) ? observation.valueCodeableConcept : {};
  const orientation = Array.isArray(observation.extension)
    ? observation.extension.find((extension) => isRecord(extension) && extension.url === ORIENTATION_URL)
    : undefined;
  return {
    gene: gene.text ?? codings(gene)[0]?.display ?? codings(gene)[0]?.code,
    rsId: codings(variant)[0]?.code,
    genotype: value.text ?? codings(value)[0]?.code,
    orientation: isRecord(orientation) ? orientation.valueCode : undefined,
  };
}

function codings(concept: unknown): Json[] {
  return isRecord(concept) && Array.isArray(concept.coding) ? concept.coding.filter(isRecord) : [];
}

const isCode =
  (code: string) =>
  (coding: Json): boolean =>
    coding.system === LOINC && coding.code === code;

/** Where each report field sits in an Observation, and what it needs. */
const PLACES: Record<string, readonly [string, string]> = {
  code: ['code', 'a coding with a code'],
  value: ['valueQuantity.value', 'a number'],
  unit: ['valueQuantity.code', 'a unit (valueQuantity.code or .unit)'],
  gene: ['component', `the gene (LOINC ${GENE_CODE.code}) as text, display or code`],
  rsId: ['component', `the variant (LOINC ${VARIANT_CODE.code}) as a coding, e.g. rs1801133`],
  genotype: ['valueCodeableConcept', 'the genotype as text or a coding'],
  orientation: ['extension', `an orientation (valueCode ${LAB_GENOTYPE_ORIENTATIONS.join(', ')})`],
};

/** A JSON report's error, renamed to its place in the Bundle. */
function placed(
  error: LabOrderError,
  places: Record<'blood' | 'genotypes', readonly string[]>,
  firstAt: string,
): LabOrderError {
  const item = /^(blood|genotypes)\[(\d+)\]\.(\w+)$/.exec(error.field);
  if (item) {
    const at = places[item[1] as 'blood' | 'genotypes'][Number(item[2])];
    const [path, needs] = PLACES[item[3]] ?? [item[3], 'a valid value'];
    return { field: `${at}.${path}`, message: `${at}.${path} needs ${needs}.` };
  }
  if (error.field === 'blood' || error.field === 'genotypes') return { ...error, field: 'entry' };
  if (error.field === 'collectedOn')
    return {
      field: `${firstAt}.effectiveDateTime`,
      message: 'effectiveDateTime must start with a date YYYY-MM-DD.',
    };
  return error;
}
