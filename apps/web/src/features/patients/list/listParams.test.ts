import { describe, expect, it } from 'vitest';
import { readListParams, toggleSort, writeListParams } from './listParams';

const params = (text: string) => new URLSearchParams(text);

describe('patient list URL state', () => {
  it('defaults to page 1, 10 per page, newest first', () => {
    expect(readListParams(params(''))).toEqual({
      page: 1,
      first: 10,
      search: '',
      orderBy: { column: 'CREATED_AT', order: 'DESC' },
    });
  });

  it('reads page, page size, search and sort', () => {
    expect(readListParams(params('page=3&first=30&search=weber&orderBy=EMAIL:ASC'))).toEqual({
      page: 3,
      first: 30,
      search: 'weber',
      orderBy: { column: 'EMAIL', order: 'ASC' },
    });
  });

  it('falls back on values it does not know', () => {
    const read = readListParams(params('page=-2&first=15&orderBy=PASSWORD:UP'));
    expect(read.page).toBe(1);
    expect(read.first).toBe(10);
    expect(read.orderBy).toEqual({ column: 'CREATED_AT', order: 'DESC' });
  });

  it('goes back to page 1 when anything but the page changes and keeps other parameters', () => {
    const next = writeListParams(params('page=4&action=new_patient'), { search: 'anna' });
    expect(next.toString()).toBe('action=new_patient&search=anna');
    expect(writeListParams(params('search=anna'), { page: 2 }).toString()).toBe('search=anna&page=2');
  });

  it('leaves defaults out of the URL', () => {
    expect(
      writeListParams(params('first=20&orderBy=NAME:ASC'), {
        first: 10,
        orderBy: { column: 'CREATED_AT', order: 'DESC' },
      }).toString(),
    ).toBe('');
  });

  it('toggles a column between ascending and descending', () => {
    expect(toggleSort({ column: 'CREATED_AT', order: 'DESC' }, 'NAME')).toEqual({
      column: 'NAME',
      order: 'ASC',
    });
    expect(toggleSort({ column: 'NAME', order: 'ASC' }, 'NAME')).toEqual({ column: 'NAME', order: 'DESC' });
  });
});
