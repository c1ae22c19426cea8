import { attachmentDisposition, cleanFileName, extensionContradicts, storedFileName } from './file-name.js';
import { FILE_TYPES, fileTypeOf } from './file-type.js';

const [pdf, jpeg, png] = FILE_TYPES;

describe('file types by their bytes', () => {
  it.each([
    ['%PDF-1.7 …', Buffer.from('%PDF-1.7\n', 'latin1'), 'application/pdf'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1]), 'image/jpeg'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
  ])('knows %s', (_, bytes, type) => {
    expect(fileTypeOf(bytes)?.contentType).toBe(type);
  });

  it.each([
    ['text', Buffer.from('Hämoglobin 14,2')],
    ['a PDF marker later in the file', Buffer.from(' %PDF-1.7')],
    ['a cut PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a')],
  ])('refuses %s', (_, bytes) => {
    expect(fileTypeOf(bytes)).toBeNull();
  });
});

describe('file names', () => {
  it.each([
    ['Laborbefund März.pdf', pdf, 'Laborbefund März.pdf'],
    ['C:\\Users\\anna\\IMG_0042.JPG', jpeg, 'IMG_0042.jpg'],
    ['../../etc/passwd', pdf, 'passwd.pdf'],
    ['Befund_12.03.2026', pdf, 'Befund_12.03.2026.pdf'],
    ['scan<1>"x".png', png, 'scan_1_x_.png'],
    ['rechnung\u202efdp.exe', pdf, 'rechnungfdp.exe.pdf'],
    ['...', png, 'blutwerte.png'],
    ['.hidden.jpeg', jpeg, 'hidden.jpeg'],
    [`${'a'.repeat(300)}.pdf`, pdf, `${'a'.repeat(120)}.pdf`],
  ])('stores %j (%#) with the extension of its type', (raw, type, stored) => {
    expect(storedFileName(cleanFileName(raw), type, 'blutwerte')).toBe(stored);
  });

  it('sees a name that claims another allowed type', () => {
    expect(extensionContradicts(cleanFileName('befund.pdf'), png)).toBe(true);
    expect(extensionContradicts(cleanFileName('foto.jpeg'), jpeg)).toBe(false);
    expect(extensionContradicts(cleanFileName('befund.txt'), pdf)).toBe(false);
    expect(extensionContradicts(cleanFileName('befund'), pdf)).toBe(false);
  });

  it('offers the name as an attachment, ASCII for old clients and exact for the others', () => {
    expect(attachmentDisposition('Befund (März).pdf')).toBe(
      `attachment; filename="Befund (Ma_rz).pdf"; filename*=UTF-8''Befund%20%28M%C3%A4rz%29.pdf`,
    );
  });
});
