// The micronutrients page's edit mode (doctor spec, section 4): edits are collected until saved or cancelled.

export interface DoseRow {
  id: string;
  /** The stored value (0 when the patient has none yet). */
  current: number;
  /** The formula's recommendation; null when there is none. */
  recommended: number | null;
  min: number;
  max: number;
}

/** The changed values by micronutrient id; an id is only present while its value differs from the stored one. */
export type DoseEdits = Readonly<Record<string, number>>;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function valueOf(row: DoseRow, edits: DoseEdits): number {
  return edits[row.id] ?? row.current;
}

function withValue(edits: DoseEdits, row: DoseRow, value: number): DoseEdits {
  const { [row.id]: _previous, ...others } = edits;
  return round2(value) === round2(row.current) ? others : { ...others, [row.id]: round2(value) };
}

/** A value from the slider or the input, kept between min and max in steps of 0.01. */
export function setDose(edits: DoseEdits, row: DoseRow, value: number): DoseEdits {
  if (!Number.isFinite(value)) return edits;
  return withValue(edits, row, Math.min(Math.max(value, row.min), row.max));
}

/** Back to the recommended value. */
export function resetDose(edits: DoseEdits, row: DoseRow): DoseEdits {
  return row.recommended === null ? edits : withValue(edits, row, row.recommended);
}

/** Remove sets 0.00. */
export function removeDose(edits: DoseEdits, row: DoseRow): DoseEdits {
  return withValue(edits, row, 0);
}

/** Reset is disabled without a recommendation or when the value already is the recommendation. */
export function canReset(row: DoseRow, edits: DoseEdits): boolean {
  return row.recommended !== null && round2(valueOf(row, edits)) !== round2(row.recommended);
}

/** Remove is disabled when the value already is 0.00. */
export function canRemove(row: DoseRow, edits: DoseEdits): boolean {
  return round2(valueOf(row, edits)) !== 0;
}

export function hasChanges(edits: DoseEdits): boolean {
  return Object.keys(edits).length > 0;
}

/** What updatePatientMicronutrients gets: only the changed values (an omitted description keeps the stored one). */
export function changedDoses(edits: DoseEdits): { micronutrient_id: string; current_value: number }[] {
  return Object.entries(edits).map(([id, value]) => ({ micronutrient_id: id, current_value: value }));
}

/** A typed dose ('1,5' or '1.5') as a number; null while it is not one. */
export function parseDose(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** '1,50' for the doctor's eyes: two decimals, German format. */
export function formatDose(value: number): string {
  return value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A formula input (lab value, age, answer): as many decimals as it has, up to 2. */
export function formatInputValue(value: number): string {
  return value.toLocaleString('de-DE', { maximumFractionDigits: 2 });
}
