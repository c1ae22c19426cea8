import { recoveryCodesDocument } from './recovery-codes.template.js';

const data = {
  name: 'Dr. <script>alert(1)</script> Weber',
  email: 'anna"weber@example.com',
  createdAt: '2026-03-05T23:30:00Z',
  codes: ['AbCdEfGhIj-KlMnOpQrSt', 'x<y>&z-0123456789'],
};

describe('recovery codes document', () => {
  it('prints the German title, the codes and the date in Berlin time', () => {
    const html = recoveryCodesDocument('de', data);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Wiederherstellungs-Codes</h1>');
    expect(html).toContain('<code>AbCdEfGhIj-KlMnOpQrSt</code>');
    expect(html).toContain('6. März 2026');
    expect(html).toContain('Jeder Code kann nur einmal verwendet werden.');
  });

  it('escapes every value it prints', () => {
    const html = recoveryCodesDocument('de', data);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dr. &lt;script&gt;alert(1)&lt;/script&gt; Weber');
    expect(html).toContain('anna&quot;weber@example.com');
    expect(html).toContain('<code>x&lt;y&gt;&amp;z-0123456789</code>');
  });

  it('has English texts', () => {
    const html = recoveryCodesDocument('en', data);
    expect(html).toContain('<h1>Recovery codes</h1>');
    expect(html).toContain('6 March 2026');
    expect(html).toContain('Each code can be used only once.');
  });
});
