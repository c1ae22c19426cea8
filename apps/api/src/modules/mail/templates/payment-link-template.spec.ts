import { renderMail } from './index.js';

const data = {
  name: 'Erika Muster',
  practice: 'Praxis Dr. Gruber',
  orderNumber: 'B-2026-00042',
  amount: '249,90\u00a0€',
  expiresAt: '04.12.2026',
  url: 'https://portal.example/pay/abc_DEF-123',
};

describe('payment link mail', () => {
  it('names the order, the amount, the practice, the expiry and the link, in German', () => {
    const mail = renderMail('payment-link', 'de', data);
    expect(mail.subject).toBe('Zahlungslink für Ihre Bestellung B-2026-00042');
    expect(mail.text).toContain('Guten Tag Erika Muster,');
    expect(mail.text).toContain(
      'Praxis Dr. Gruber hat für Sie die Bestellung B-2026-00042 über 249,90\u00a0€ erteilt.',
    );
    expect(mail.text).toContain('bis zum 04.12.2026 gültig');
    expect(mail.text).toContain(`Jetzt bezahlen: ${data.url}`);
    expect(mail.html).toContain(`href="${data.url}"`);
  });

  it('speaks English to an English-speaking patient', () => {
    const mail = renderMail('payment-link', 'en', data);
    expect(mail.subject).toBe('Payment link for your order B-2026-00042');
    expect(mail.text).toContain('valid until 04.12.2026');
    expect(mail.text).toContain(`Pay now: ${data.url}`);
  });
});
