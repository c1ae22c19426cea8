import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the file name of the content-disposition header', () => {
    expect(fileNameOf('attachment; filename="recovery-codes.pdf"', 'x.pdf')).toBe('recovery-codes.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''Wiederherstellungs-Codes%20%C3%84.pdf", 'x.pdf')).toBe(
      'Wiederherstellungs-Codes Ä.pdf',
    );
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});
