import { formatFileSize, renderMail } from './index.js';

const data = {
  practice: 'Praxis Dr. Gruber',
  patient: 'P-1042',
  contentType: 'application/pdf',
  size: 1_572_864,
  url: 'https://portal.example/admin/blood-uploads/7',
};

describe('blood upload mail to the service team', () => {
  it('names the practice, the patient number and the file, and links to the queue, in German', () => {
    const mail = renderMail('blood-upload-received', 'de', data);
    expect(mail.subject).toBe('Neue Blutwerte-Datei von Praxis Dr. Gruber');
    expect(mail.text).toContain(
      'Praxis Dr. Gruber hat für die Patientin bzw. den Patienten P-1042 eine Datei mit Blutwerten hochgeladen (PDF, 1,5 MB).',
    );
    expect(mail.text).toContain('Die Praxis erwartet sie innerhalb von 48 Stunden.');
    expect(mail.text).toContain(`Warteschlange öffnen: ${data.url}`);
    expect(mail.html).toContain('href="https://portal.example/admin/blood-uploads/7"');
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(820 * 1024, 'de')).toBe('820 KB');
    expect(formatFileSize(1_572_864, 'en')).toBe('1.5 MB');
    expect(formatFileSize(12, 'de')).toBe('0,1 KB');
  });
});

describe('blood upload mails to the doctor', () => {
  const handled = {
    name: 'Dr. Anna Gruber',
    patient: 'P-1042',
    uploadedAt: '03.12.2026',
    url: 'https://portal.example/patients/12/blood-analysis',
  };

  it('says the values are entered and links to the blood analysis', () => {
    const de = renderMail('blood-upload-processed', 'de', handled);
    expect(de.subject).toBe('Blutwerte von P-1042 wurden erfasst');
    expect(de.text).toContain('aus Ihrer Datei vom 03.12.2026 für P-1042 erfasst');
    expect(de.text).toContain(`Blutanalyse öffnen: ${handled.url}`);
    const en = renderMail('blood-upload-processed', 'en', handled);
    expect(en.subject).toBe('The blood values of P-1042 have been entered');
  });

  it('gives the reason of a rejection, escaped in the HTML', () => {
    const mail = renderMail('blood-upload-rejected', 'de', {
      ...handled,
      reason: 'Seite 2 fehlt <unlesbar>',
    });
    expect(mail.subject).toBe('Blutwerte-Datei für P-1042 konnte nicht erfasst werden');
    expect(mail.text).toContain('Grund: Seite 2 fehlt <unlesbar>');
    expect(mail.html).toContain('Grund: Seite 2 fehlt &lt;unlesbar&gt;');
    expect(mail.html).not.toContain('<unlesbar>');
  });
});
