import { describe, expect, it } from 'vitest';
import {
  defaultOrdersOrderBy,
  ordersQueryVariables,
  readOrdersListParams,
  toggleOrdersSort,
  writeOrdersListParams,
} from './ordersListParams';

const read = (query: string) => readOrdersListParams(new URLSearchParams(query));

describe('orders list params', () => {
  it('falls back to the defaults: page 1, 10 a page, newest first, all product types', () => {
    expect(read('')).toEqual({
      page: 1,
      first: 10,
      search: '',
      orderBy: defaultOrdersOrderBy,
      productType: null,
    });
    expect(read('page=-2&first=7&orderBy=PASSWORD:ASC&productType=Vitamins')).toEqual(read(''));
  });

  it('reads what the URL says', () => {
    expect(read('page=3&first=50&search=B-2026&orderBy=TOTAL_PRICE:ASC&productType=DnaFertility')).toEqual({
      page: 3,
      first: 50,
      search: 'B-2026',
      orderBy: { column: 'TOTAL_PRICE', order: 'ASC' },
      productType: 'DnaFertility',
    });
  });

  it('writes changes, leaves defaults out and goes back to page 1 on any change but the page', () => {
    const current = new URLSearchParams('page=4&action=order_details&orderId=7');
    expect(writeOrdersListParams(current, { search: ' muster ' }).toString()).toBe(
      'action=order_details&orderId=7&search=muster',
    );
    expect(writeOrdersListParams(current, { page: 5 }).get('page')).toBe('5');
    const filtered = writeOrdersListParams(current, { productType: 'Blood' });
    expect(filtered.get('productType')).toBe('Blood');
    expect(filtered.get('page')).toBeNull();
    expect(writeOrdersListParams(filtered, { productType: null }).has('productType')).toBe(false);
    expect(writeOrdersListParams(current, { orderBy: defaultOrdersOrderBy }).has('orderBy')).toBe(false);
  });

  it('sorts ascending first, then descending', () => {
    expect(toggleOrdersSort(defaultOrdersOrderBy, 'STATUS')).toEqual({ column: 'STATUS', order: 'ASC' });
    expect(toggleOrdersSort({ column: 'STATUS', order: 'ASC' }, 'STATUS')).toEqual({
      column: 'STATUS',
      order: 'DESC',
    });
  });

  it('asks the API for one patient or for all, without an empty search', () => {
    expect(ordersQueryVariables(read('search=%20%20'), null)).toEqual({
      patient_id: null,
      productType: null,
      first: 10,
      page: 1,
      search: null,
      orderBy: [defaultOrdersOrderBy],
    });
    expect(ordersQueryVariables(read('search=anna&productType=Blood'), '12')).toMatchObject({
      patient_id: '12',
      productType: 'Blood',
      search: 'anna',
    });
  });
});
