import { describe, expect, it } from 'vitest';
import {
  creditNotesPathOfDoctor,
  creditNotesQueryVariables,
  readCreditNotesListParams,
  writeCreditNotesListParams,
} from './creditNotesListParams';

const read = (query: string) => readCreditNotesListParams(new URLSearchParams(query));

describe('credit notes list parameters', () => {
  it('defaults to the first page of 10, unfiltered', () => {
    expect(read('')).toEqual({ page: 1, first: 10, doctorId: null, status: null });
  });

  it('reads page, size and filters, dropping values it does not know', () => {
    expect(read('page=3&first=20&byDoctorId=7&status=Paid')).toEqual({
      page: 3,
      first: 20,
      doctorId: '7',
      status: 'Paid',
    });
    expect(read('page=-1&first=15&byDoctorId=abc&status=Open')).toEqual({
      page: 1,
      first: 10,
      doctorId: null,
      status: null,
    });
  });

  it('asks the API for page 1 when the screen shows its first page', () => {
    expect(creditNotesQueryVariables(read(''))).toEqual({ first: 10, page: 1, doctorId: null, status: null });
    expect(creditNotesQueryVariables(read('page=2&status=Unpaid&byDoctorId=4'))).toEqual({
      first: 10,
      page: 2,
      doctorId: '4',
      status: 'Unpaid',
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the dialog parameters', () => {
    const current = new URLSearchParams('page=4&action=create_credit_note&doctorId=9');
    const next = writeCreditNotesListParams(current, { status: 'Paid' });
    expect(next.toString()).toBe('action=create_credit_note&doctorId=9&status=Paid');
    expect(writeCreditNotesListParams(next, { page: 2 }).get('page')).toBe('2');
    expect(writeCreditNotesListParams(next, { status: null, doctorId: '3' }).toString()).toBe(
      'action=create_credit_note&doctorId=9&byDoctorId=3',
    );
  });

  it('links to one doctor’s credit notes', () => {
    expect(creditNotesPathOfDoctor('12')).toBe('/admin/therapists/credit-notes?byDoctorId=12');
  });
});
