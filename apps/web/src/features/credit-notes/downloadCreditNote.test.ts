import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../http/rest';
import { creditNoteDocumentPath, downloadCreditNote } from './downloadCreditNote';

const downloadFile = vi.hoisted(() => vi.fn());
vi.mock('../../http/download', () => ({ downloadFile }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../shared/toast/toast', () => ({ toast }));

const creditNote = { id: '7', number: 'GS-2026-000007' };

describe('downloadCreditNote', () => {
  afterEach(() => vi.clearAllMocks());

  it('downloads the PDF and the XML from the credit note’s endpoints', async () => {
    downloadFile.mockResolvedValue(undefined);
    await downloadCreditNote(creditNote, 'pdf');
    await downloadCreditNote(creditNote, 'xml');
    expect(downloadFile).toHaveBeenNthCalledWith(
      1,
      '/api/credit-notes/7/download-pdf',
      'Gutschrift-GS-2026-000007.pdf',
      expect.objectContaining({ handles: expect.arrayContaining([404, 500]) }),
    );
    expect(downloadFile.mock.calls[1]?.[0]).toBe(creditNoteDocumentPath('7', 'xml'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells a failure as "Something went wrong! " and the message', async () => {
    downloadFile.mockRejectedValue(new RestError(404, [{ message: 'Nicht gefunden.' }]));
    await downloadCreditNote(creditNote, 'pdf');
    expect(toast.error).toHaveBeenCalledWith('Something went wrong! Nicht gefunden.');
  });

  it('tells a network failure the same way', async () => {
    downloadFile.mockRejectedValue(new RestError(null, []));
    await downloadCreditNote(creditNote, 'pdf');
    expect(toast.error).toHaveBeenCalledWith('Something went wrong! Network error');
  });

  it('leaves an expired session to the app (it logs out)', async () => {
    downloadFile.mockRejectedValue(new RestError(401, [{ message: 'Unauthenticated.' }]));
    await downloadCreditNote(creditNote, 'pdf');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
