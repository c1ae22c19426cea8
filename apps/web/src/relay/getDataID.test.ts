import { describe, expect, it } from 'vitest';
import { getDataID } from './getDataID';

describe('getDataID', () => {
  it('prefixes the id with the type name', () => {
    expect(getDataID({ id: '12' }, 'Patient')).toBe('Patient:12');
    expect(getDataID({ id: 12 }, 'Order')).toBe('Order:12');
  });

  it('leaves objects without an id to Relay', () => {
    expect(getDataID({ total: 3 }, 'PaginatorInfo')).toBeUndefined();
    expect(getDataID({ id: null }, 'Order')).toBeUndefined();
  });

  it("keys a patient's view of a catalogue entry by its path, not by the entry's id", () => {
    for (const type of ['BloodMarker', 'DnaMarker', 'MedicationResult'])
      expect(getDataID({ id: '5' }, type)).toBeUndefined();
    expect(getDataID({ id: '5' }, 'AnalysisParameter')).toBe('AnalysisParameter:5');
  });
});
