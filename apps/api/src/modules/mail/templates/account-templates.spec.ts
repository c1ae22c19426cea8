import { type MailLocale, renderMail } from './index.js';

const url = 'https://portal.example/x?token=a&email=b%40c.de';
const cases = [
  ['account-activation', { name: 'Dr. Lena Gruber', url }],
  ['password-reset', { name: 'Dr. Lena Gruber', url, validMinutes: 60 }],
  ['email-change', { name: 'Dr. Lena Gruber', url }],
  ['doctor-invitation', { name: 'Dr. Lena Gruber', url, expiresAt: '02.12.2026 14:05' }],
  ['patient-account-created', { name: 'Dr. Lena Gruber', username: 'guid-1', url }],
  ['patient-password-reset', { name: 'Dr. Lena Gruber', username: 'guid-1', url, validMinutes: 60 }],
] as const;

describe('account mails', () => {
  it.each(
    cases.flatMap(([template, data]) =>
      (['de', 'en'] as MailLocale[]).map((locale) => [template, locale, data] as const),
    ),
  )('%s renders in %s with the greeting and the link', (template, locale, data) => {
    const mail = renderMail(template, locale, data as never);
    expect(mail.subject).toBeTruthy();
    expect(mail.text).toContain(locale === 'de' ? 'Guten Tag Dr. Lena Gruber,' : 'Dear Dr. Lena Gruber,');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url.replace(/&/g, '&amp;'));
    expect(mail.html).toContain(`lang="${locale}"`);
  });
});

describe('the invitation mail', () => {
  it.each([
    ['de', 'Der Link ist bis 02.12.2026 14:05 gültig.'],
    ['en', 'The link is valid until 02.12.2026 14:05.'],
  ] as const)('states the expiry in %s', (locale, sentence) => {
    const mail = renderMail('doctor-invitation', locale, {
      name: 'Dr. Lena Gruber',
      url,
      expiresAt: '02.12.2026 14:05',
    });
    expect(mail.text).toContain(sentence);
  });
});
