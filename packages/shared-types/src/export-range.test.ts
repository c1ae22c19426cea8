import { describe, expect, it } from 'vitest';
import { parseDateInput } from './dates.js';
import {
  checkExportDate,
  isReversedRange,
  parseExportDateParam,
  parseTypedExportDate,
} from './export-range.js';

const today = '2026-11-24';

describe('checkExportDate', () => {
  it('takes a date from 1900-01-01 up to and including today', () => {
    expect(checkExportDate('1900-01-01', parseDateInput, today)).toEqual({ date: '1900-01-01' });
    expect(checkExportDate(' 2026-11-24 ', parseDateInput, today)).toEqual({ date: '2026-11-24' });
  });

  it('names the first rule a date breaks', () => {
    expect(checkExportDate(undefined, parseDateInput, today)).toEqual({ problem: 'required' });
    expect(checkExportDate('  ', parseDateInput, today)).toEqual({ problem: 'required' });
    expect(checkExportDate('2026-02-30', parseDateInput, today)).toEqual({ problem: 'invalid' });
    expect(checkExportDate('1899-12-31', parseDateInput, today)).toEqual({ problem: 'tooEarly' });
    expect(checkExportDate('2026-11-25', parseDateInput, today)).toEqual({ problem: 'inFuture' });
  });

  it('knows a range that runs backwards', () => {
    expect(isReversedRange('2026-11-02', '2026-11-01')).toBe(true);
    expect(isReversedRange('2026-11-01', '2026-11-01')).toBe(false);
  });
});

describe('the date forms', () => {
  it('the dialog takes TT-MM-JJJJ and TT.MM.JJJJ only', () => {
    expect(parseTypedExportDate('01.11.2026')).toBe('2026-11-01');
    expect(parseTypedExportDate('1-11-2026')).toBe('2026-11-01');
    expect(parseTypedExportDate('01.11-2026')).toBeNull();
    expect(parseTypedExportDate('01/11/2026')).toBeNull();
    expect(parseTypedExportDate('2026-11-01')).toBeNull();
    expect(parseTypedExportDate('31.04.2026')).toBeNull();
  });

  it('the API takes YYYY-MM-DD and the typed forms', () => {
    expect(parseExportDateParam('2026-11-01')).toBe('2026-11-01');
    expect(parseExportDateParam('01.11.2026')).toBe('2026-11-01');
    expect(parseExportDateParam('2026-11-1')).toBeNull();
    expect(parseExportDateParam('2026-13-01')).toBeNull();
  });
});
