import { isRecord } from '../payment/checked.js';
import {
  LAB_GENOTYPE_ORIENTATIONS,
  LAB_REPORT_FORMATS,
  type LabBloodValue,
  type LabGenotype,
  type LabGenotypeOrientation,
  type LabOrderError,
  type LabOrderType,
  type LabReportFormat,
} from './lab.js';

/** A report of results as the test controls take it (POST /lab/test/orders/{labOrderId}/reports). */
export interface LabReportInput {
  readonly blood: readonly LabBloodValue[];
  readonly genotypes: readonly LabGenotype[];
  readonly collectedOn?: string;
  /** Switches how GET …/reports answers the order's reports; unchanged when absent. */
  readonly format?: LabReportFormat;
}

export type CheckedLabReport =
  | { readonly ok: true; readonly value: LabReportInput }
  | { readonly ok: false; readonly errors: readonly LabOrderError[] };

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** Blood values for a blood order, genotypes for a DNA order; supplements have no results. */
export function validateLabReport(body: unknown, type: LabOrderType): CheckedLabReport {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'Send a JSON object.' }] };
  const errors: LabOrderError[] = [];
  const list = (field: 'blood' | 'genotypes'): Record<string, unknown>[] => {
    const value = body[field];
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every(isRecord)) {
      errors.push({ field, message: `${field} must be a list of objects.` });
      return [];
    }
    return value;
  };
  const blood = list('blood').map((entry, index): LabBloodValue => {
    const at = `blood[${index}]`;
    if (!isText(entry.code, 64)) errors.push({ field: `${at}.code`, message: `${at}.code must be a text.` });
    if (typeof entry.value !== 'number' || !Number.isFinite(entry.value))
      errors.push({ field: `${at}.value`, message: `${at}.value must be a number.` });
    if (!isText(entry.unit, 32)) errors.push({ field: `${at}.unit`, message: `${at}.unit must be a text.` });
    return { code: String(entry.code).trim(), value: Number(entry.value), unit: String(entry.unit).trim() };
  });
  const genotypes = list('genotypes').map((entry, index): LabGenotype => {
    const at = `genotypes[${index}]`;
    for (const key of ['gene', 'rsId', 'genotype'] as const)
      if (!isText(entry[key], 32))
        errors.push({ field: `${at}.${key}`, message: `${at}.${key} must be a text.` });
    const orientation = entry.orientation ?? 'GRCh38+';
    if (!LAB_GENOTYPE_ORIENTATIONS.includes(orientation as LabGenotypeOrientation))
      errors.push({
        field: `${at}.orientation`,
        message: `${at}.orientation must be one of ${LAB_GENOTYPE_ORIENTATIONS.join(', ')}.`,
      });
    return {
      gene: String(entry.gene).trim(),
      rsId: String(entry.rsId).trim(),
      genotype: String(entry.genotype).trim(),
      orientation: orientation as LabGenotypeOrientation,
    };
  });

  if (type === 'supplements') errors.push({ field: 'type', message: 'A supplements order has no results.' });
  if (type === 'blood' && genotypes.length > 0)
    errors.push({ field: 'genotypes', message: 'A blood order reports blood values, not genotypes.' });
  if (type === 'dna' && blood.length > 0)
    errors.push({ field: 'blood', message: 'A DNA order reports genotypes, not blood values.' });
  if (blood.length + genotypes.length === 0)
    errors.push({
      field: type === 'dna' ? 'genotypes' : 'blood',
      message: 'A report needs at least one result.',
    });

  const { collectedOn } = body;
  if (
    collectedOn !== undefined &&
    (typeof collectedOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(collectedOn))
  )
    errors.push({ field: 'collectedOn', message: 'collectedOn must be a date YYYY-MM-DD.' });

  const { format } = body;
  if (format !== undefined && !LAB_REPORT_FORMATS.includes(format as LabReportFormat))
    errors.push({ field: 'format', message: `format must be one of ${LAB_REPORT_FORMATS.join(', ')}.` });

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      blood,
      genotypes,
      ...(collectedOn ? { collectedOn: collectedOn as string } : {}),
      ...(format === undefined ? {} : { format: format as LabReportFormat }),
    },
  };
}
