import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the file name of the content-disposition header', () => {
    expect(fileNameOf('attachment; filename="recovery-codes.pdf"', 'x.pdf')).toBe('recovery-codes.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''Wiederherstellungs-Codes%20%C3%84.pdf", 'x.pdf')).toBe(
      'Wiederherstellungs-Codes Ä.pdf',
    );
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('downloadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports each chunk of a streamed body as it arrives', async () => {
    const chunks = ['abc', 'defgh'].map((text) => new TextEncoder().encode(text));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(chunk));
        controller.close();
      },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 200 })));
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const onProgress = vi.fn();
    await downloadFile('/api/file', 'file.csv', { onProgress });
    expect(onProgress.mock.calls).toEqual([
      [0, null],
      [3, null],
      [8, null],
    ]);
  });
});
