import { describe, expect, it } from 'vitest';
import { medicationQueryVariables, readMedicationParams } from './medicationParams';

describe('medication params', () => {
  it('reads page, page size and search from the URL, with defaults', () => {
    expect(readMedicationParams(new URLSearchParams(''))).toEqual({ page: 1, first: 20, search: '' });
    expect(readMedicationParams(new URLSearchParams('page=3&first=50&search=ibu'))).toEqual({
      page: 3,
      first: 50,
      search: 'ibu',
    });
    expect(readMedicationParams(new URLSearchParams('page=-1&first=7'))).toEqual({
      page: 1,
      first: 20,
      search: '',
    });
  });

  it('does not send a search below 2 characters', () => {
    expect(medicationQueryVariables('7', { page: 1, first: 20, search: 'i' })).toEqual({
      patient_id: '7',
      search: null,
      first: 20,
      page: 1,
    });
    expect(medicationQueryVariables('7', { page: 2, first: 20, search: 'ib' }).search).toBe('ib');
  });
});
