import { renderMail } from './index.js';

const data = {
  name: 'Erika Muster',
  practice: 'Praxis Dr. Gruber',
  date: '22.02.2027',
  amount: '89,90\u00a0€',
};

describe('subscription renewal notice', () => {
  it('names the renewal day, the practice and the amount, in German', () => {
    const mail = renderMail('subscription-renewal', 'de', data);
    expect(mail.subject).toBe('Ihr Supplement-Abo wird am 22.02.2027 verlängert');
    expect(mail.text).toContain('Guten Tag Erika Muster,');
    expect(mail.text).toContain(
      'Am 22.02.2027 beginnt der nächste 90-Tage-Zeitraum Ihres Supplement-Abos bei Praxis Dr. Gruber.',
    );
    expect(mail.text).toContain('einen Zahlungslink über 89,90\u00a0€');
  });

  it('speaks English to an English-speaking patient', () => {
    const mail = renderMail('subscription-renewal', 'en', data);
    expect(mail.subject).toBe('Your supplement subscription renews on 22.02.2027');
    expect(mail.text).toContain('a payment link for 89,90\u00a0€');
  });
});
