import { describe, expect, it } from 'vitest';
import {
  adminSubscriptionsQueryVariables,
  readAdminSubscriptionsListParams,
  writeAdminSubscriptionsListParams,
} from './adminSubscriptionsListParams';

const read = (query: string) => readAdminSubscriptionsListParams(new URLSearchParams(query));

describe('admin subscriptions list params', () => {
  it('reads search, doctor and status, dropping unknown values', () => {
    expect(read('search=%2042%20&byDoctorId=3&subscriptionStatus=paused')).toEqual({
      page: 1,
      first: 10,
      search: '42',
      doctorId: '3',
      status: 'paused',
    });
    expect(read('byDoctorId=x&subscriptionStatus=Active')).toMatchObject({ doctorId: null, status: null });
  });

  it('keeps the dialog parameters and goes back to page 1 on a filter change', () => {
    const next = writeAdminSubscriptionsListParams(
      new URLSearchParams('page=2&action=order_details&orderId=9'),
      { status: 'active' },
    );
    expect(next.toString()).toBe('action=order_details&orderId=9&subscriptionStatus=active');
  });

  it('gives the query its variables', () => {
    expect(adminSubscriptionsQueryVariables(read('search=7&subscriptionStatus=canceled'))).toEqual({
      first: 10,
      page: 1,
      search: '7',
      doctorId: null,
      status: 'canceled',
    });
  });
});
