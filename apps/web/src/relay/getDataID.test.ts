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
});
