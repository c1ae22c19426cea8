import { describe, expect, it } from 'vitest';
import {
  defaultFeesOrderBy,
  feesQueryVariables,
  readFinancialListParams,
  toggleFeesSort,
  writeFinancialListParams,
} from './financialListParams';

const read = (query: string) => readFinancialListParams(new URLSearchParams(query));

describe('financial list params', () => {
  it('falls back to the defaults: page 1, 10 a page, newest first, every status', () => {
    expect(read('')).toEqual({ page: 1, first: 10, search: '', orderBy: defaultFeesOrderBy, status: null });
    expect(read('page=0&first=15&orderBy=ORDER_NUMBER:ASC&status=Open')).toEqual(read(''));
  });

  it('reads what the URL says', () => {
    expect(read('page=2&first=20&search=Berger&orderBy=AMOUNT:ASC&status=Unpaid')).toEqual({
      page: 2,
      first: 20,
      search: 'Berger',
      orderBy: { column: 'AMOUNT', order: 'ASC' },
      status: 'Unpaid',
    });
  });

  it('writes changes, leaves defaults out and goes back to page 1 on any change but the page', () => {
    const current = new URLSearchParams('page=3&action=order_details&orderId=9');
    expect(writeFinancialListParams(current, { status: 'Paid' }).toString()).toBe(
      'action=order_details&orderId=9&status=Paid',
    );
    expect(writeFinancialListParams(current, { page: 4 }).get('page')).toBe('4');
    expect(writeFinancialListParams(current, { search: '  ' }).has('search')).toBe(false);
    expect(writeFinancialListParams(new URLSearchParams('status=Paid'), { status: null }).has('status')).toBe(
      false,
    );
    expect(writeFinancialListParams(current, { orderBy: defaultFeesOrderBy }).has('orderBy')).toBe(false);
  });

  it('sorts ascending first, then descending', () => {
    expect(toggleFeesSort(defaultFeesOrderBy, 'PAID_AT')).toEqual({ column: 'PAID_AT', order: 'ASC' });
    expect(toggleFeesSort({ column: 'PAID_AT', order: 'ASC' }, 'PAID_AT')).toEqual({
      column: 'PAID_AT',
      order: 'DESC',
    });
  });

  it('asks the API without an empty search', () => {
    expect(feesQueryVariables(read('search=%20&status=Canceled'))).toEqual({
      first: 10,
      page: 1,
      search: null,
      status: 'Canceled',
      orderBy: [defaultFeesOrderBy],
    });
    expect(feesQueryVariables(read('search=%20B-2026%20')).search).toBe('B-2026');
  });
});
