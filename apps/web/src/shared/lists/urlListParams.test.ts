import { DEFAULT_PAGE_SIZE } from '@portal/shared-types';
import { describe, expect, it } from 'vitest';
import {
  mergeChange,
  readOneOf,
  readOrderBy,
  readPaging,
  toggleSortClause,
  urlWriter,
} from './urlListParams';

const columns = ['NAME', 'CREATED_AT'] as const;
const fallback = { column: 'CREATED_AT', order: 'DESC' } as const;

describe('urlListParams', () => {
  it('reads paging, falling back for anything but a positive page and a known page size', () => {
    expect(readPaging(new URLSearchParams('page=3&first=20'))).toEqual({ page: 3, first: 20 });
    expect(readPaging(new URLSearchParams('page=-1&first=7'))).toEqual({ page: 1, first: DEFAULT_PAGE_SIZE });
    expect(readPaging(new URLSearchParams('page=1.5'))).toEqual({ page: 1, first: DEFAULT_PAGE_SIZE });
  });

  it('reads a sort clause of a known column and order only', () => {
    expect(readOrderBy('NAME:ASC', columns, fallback)).toEqual({ column: 'NAME', order: 'ASC' });
    expect(readOrderBy('NAME:UP', columns, fallback)).toBe(fallback);
    expect(readOrderBy('EMAIL:ASC', columns, fallback)).toBe(fallback);
    expect(readOrderBy(null, columns, fallback)).toBe(fallback);
  });

  it('reads a one-of filter, null for anything else', () => {
    expect(readOneOf('Paid', ['Paid', 'Unpaid'])).toBe('Paid');
    expect(readOneOf('paid', ['Paid', 'Unpaid'])).toBeNull();
    expect(readOneOf(null, ['Paid'])).toBeNull();
  });

  it('sorts ascending first, then descending', () => {
    expect(toggleSortClause(fallback, 'NAME')).toEqual({ column: 'NAME', order: 'ASC' });
    expect(toggleSortClause({ column: 'NAME', order: 'ASC' }, 'NAME')).toEqual({
      column: 'NAME',
      order: 'DESC',
    });
  });

  it('goes back to page 1 on any change but the page, and leaves defaults out of the URL', () => {
    const current = { page: 4, first: DEFAULT_PAGE_SIZE, status: 'Paid' };
    expect(mergeChange(current, { status: 'Unpaid' }).page).toBe(1);
    expect(mergeChange(current, { page: 5 }).page).toBe(5);
    const url = urlWriter(new URLSearchParams('other=kept&status=Paid'), {
      page: 1,
      first: DEFAULT_PAGE_SIZE,
    });
    url.set('status', '');
    url.setOrderBy({ column: 'NAME', order: 'ASC' }, fallback);
    expect(url.next.toString()).toBe('other=kept&orderBy=NAME%3AASC');
  });
});
