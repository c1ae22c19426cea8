/**
 * A catalogue entry as one patient's result: its id is the catalogue entry's (the marker, the
 * medication), the same for every patient. Keyed by that id, patient B's values would overwrite patient
 * A's record and show under A's page; keyed by their path (query, patient, field), they cannot.
 */
const PATIENT_RESULT_TYPES = new Set(['BloodMarker', 'DnaMarker', 'MedicationResult']);

/**
 * Record ids are `Type:id`, because the API's ids are per-table bigints and would collide across types.
 * Objects without an id (paginatorInfo, ...) and patient results return undefined so that Relay keys
 * them by their path instead.
 */
export function getDataID(fieldValue: Record<string, unknown>, typeName: string): string | undefined {
  const { id } = fieldValue;
  if (PATIENT_RESULT_TYPES.has(typeName)) return undefined;
  return typeof id === 'string' || typeof id === 'number' ? `${typeName}:${id}` : undefined;
}
