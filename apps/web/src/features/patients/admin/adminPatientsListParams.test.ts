import { describe, expect, it } from 'vitest';
import {
  adminPatientsQueryVariables,
  readAdminPatientsListParams,
  writeAdminPatientsListParams,
} from './adminPatientsListParams';

const read = (query: string) => readAdminPatientsListParams(new URLSearchParams(query));

describe('admin patients list params', () => {
  it('reads the defaults from an empty URL', () => {
    expect(read('')).toEqual({
      page: 1,
      first: 10,
      search: '',
      doctorId: null,
      phase: null,
      orders: null,
      trashed: false,
    });
  });

  it('reads the filters and drops values it does not know', () => {
    expect(
      read('byDoctorId=12&inLifeCyclePhase=PausedSubscriber&hasOrders=without&trashed=1&page=3'),
    ).toMatchObject({
      page: 3,
      doctorId: '12',
      phase: 'PausedSubscriber',
      orders: 'without',
      trashed: true,
    });
    expect(read('byDoctorId=abc&inLifeCyclePhase=Gold&hasOrders=maybe&trashed=yes')).toMatchObject({
      doctorId: null,
      phase: null,
      orders: null,
      trashed: false,
    });
  });

  it('goes back to page 1 on a filter change and keeps the URL short', () => {
    const next = writeAdminPatientsListParams(new URLSearchParams('page=4&action=export'), {
      doctorId: '7',
      trashed: true,
    });
    expect(next.toString()).toBe('action=export&byDoctorId=7&trashed=1');
    expect(writeAdminPatientsListParams(next, { page: 2 }).get('page')).toBe('2');
  });

  it('gives the query its variables', () => {
    expect(adminPatientsQueryVariables(read('hasOrders=with&trashed=1&search=%20anna%20'))).toEqual({
      first: 10,
      page: 1,
      search: 'anna',
      byDoctorId: null,
      inLifeCyclePhase: null,
      hasOrders: true,
      trashed: 'WITH',
    });
    expect(adminPatientsQueryVariables(read('hasOrders=without')).hasOrders).toBe(false);
  });
});
