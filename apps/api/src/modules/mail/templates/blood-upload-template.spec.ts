import { formatFileSize, renderMail } from './index.js';

const data = {
  practice: 'Praxis Dr. Gruber',
  patient: 'P-1042',
  contentType: 'application/pdf',
  size: 1_572_864,
  expiresAt: '01.12.2026 14:05',
  url: 'https://portal.example/api/blood-uploads/7/file?expires=1795000000&signature=abc',
};

describe('blood upload mail to the service team', () => {
  it('names the practice, the patient number, the file and the link with its expiry, in German', () => {
    const mail = renderMail('blood-upload-received', 'de', data);
    expect(mail.subject).toBe('Neue Blutwerte-Datei von Praxis Dr. Gruber');
    expect(mail.text).toContain(
      'Praxis Dr. Gruber hat für die Patientin bzw. den Patienten P-1042 eine Datei mit Blutwerten hochgeladen (PDF, 1,5 MB).',
    );
    expect(mail.text).toContain('bis zum 01.12.2026 14:05 gültig');
    expect(mail.text).toContain(`Datei herunterladen: ${data.url}`);
    expect(mail.html).toContain(
      'href="https://portal.example/api/blood-uploads/7/file?expires=1795000000&amp;signature=abc"',
    );
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(820 * 1024, 'de')).toBe('820 KB');
    expect(formatFileSize(1_572_864, 'en')).toBe('1.5 MB');
    expect(formatFileSize(12, 'de')).toBe('0,1 KB');
  });
});
