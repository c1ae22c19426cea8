import { renderMail } from './index.js';

const url = 'https://portal.example/patients/0b7e/login?expires=1795000000&signature=abc';
const data = { name: 'Anna Muster', url, expiresAt: '09.12.2026 14:05' };

describe('the questionnaire link mail', () => {
  it.each([
    [
      'de',
      'Ihr Lebensstil-Fragebogen',
      'Guten Tag Anna Muster,',
      'Der Link ist bis zum 09.12.2026 14:05 gültig und kann nur einmal abgeschickt werden.',
      'Fragebogen ausfüllen',
    ],
    [
      'en',
      'Your lifestyle questionnaire',
      'Dear Anna Muster,',
      'The link is valid until 09.12.2026 14:05 and can be submitted once.',
      'Fill in the questionnaire',
    ],
  ] as const)('renders in %s with the link and its expiry', (locale, subject, greeting, validity, action) => {
    const mail = renderMail('patient-questionnaire', locale, data);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(validity);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url.replace(/&/g, '&amp;'));
    expect(mail.html).toContain(action);
    expect(mail.html).toContain(`lang="${locale}"`);
  });
});
