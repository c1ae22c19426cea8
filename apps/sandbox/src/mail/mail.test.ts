// End to end over real sockets: nodemailer → SMTP → JSON API and inbox pages.
import { createTransport, type SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type StoredMail } from './stored-mail.js';

let sandbox: RunningSandbox;

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
});

afterEach(async () => {
  await sandbox.close();
});

async function send(message: SendMailOptions, auth?: { user: string; pass: string }): Promise<void> {
  const transport = createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, auth });
  try {
    await transport.sendMail({ from: '"Vitalis Portal" <noreply@portal.test>', ...message });
  } finally {
    transport.close();
  }
}

async function get(path: string): Promise<Response> {
  return fetch(`${sandbox.httpUrl}${path}`);
}

async function mailTo(address: string): Promise<StoredMail[]> {
  const response = await get(`/mail?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredMail[];
}

const confirmationHtml =
  '<p>Bitte <a href="https://portal.test/verify?token=abc&amp;email=anna.muster%40example.com">bestätigen</a>.</p>';
const confirmation: SendMailOptions = {
  to: ['Anna.Muster@Example.com', 'bob@example.com'],
  subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
  text: 'Bitte bestätigen: https://portal.test/verify?token=abc&email=anna.muster%40example.com',
  html: confirmationHtml,
};

describe('mail over SMTP', () => {
  it('stores a message for every recipient with its decoded link', async () => {
    await send(confirmation);

    const [mail] = await mailTo('anna.muster@example.com');
    expect(mail).toEqual({
      id: expect.any(String) as string,
      from: 'noreply@portal.test',
      to: ['anna.muster@example.com', 'bob@example.com'],
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      text: expect.stringContaining('https://portal.test/verify') as string,
      html: expect.stringContaining(confirmationHtml) as string,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
      links: ['https://portal.test/verify?token=abc&email=anna.muster%40example.com'],
      attachments: [],
    });
    expect(await mailTo('bob@example.com')).toEqual([mail]);
  });

  it('lists mail newest first', async () => {
    await send({ ...confirmation, subject: 'first' });
    await send({ ...confirmation, subject: 'second' });
    await send({ to: 'someone@example.com', subject: 'other', text: 'x' });

    expect((await mailTo('anna.muster@example.com')).map((mail) => mail.subject)).toEqual([
      'second',
      'first',
    ]);
    const all = (await (await get('/mail')).json()) as StoredMail[];
    expect(all.map((mail) => mail.subject)).toEqual(['other', 'second', 'first']);
  });

  it('matches the recipient case-insensitively', async () => {
    await send(confirmation);
    expect(await mailTo('ANNA.MUSTER@EXAMPLE.COM')).toHaveLength(1);
    expect(await mailTo('Bob@Example.Com')).toHaveLength(1);
    expect(await mailTo('nobody@example.com')).toEqual([]);
  });

  it('counts Bcc recipients as recipients', async () => {
    await send({ to: 'anna@example.com', bcc: 'Audit@Example.com', subject: 'bcc', text: 'x' });
    const [mail] = await mailTo('audit@example.com');
    expect(mail?.to).toEqual(['anna@example.com', 'audit@example.com']);
  });

  it('accepts any SMTP credentials', async () => {
    await send(
      { to: 'anna@example.com', subject: 'with auth', text: 'x' },
      { user: 'portal', pass: 'secret' },
    );
    expect(await mailTo('anna@example.com')).toHaveLength(1);
  });

  it('refuses a message over 10 MB and keeps nothing of it', async () => {
    const attachment = { filename: 'big.bin', content: Buffer.alloc(11 * 1024 * 1024, 1) };
    await expect(send({ to: 'anna@example.com', subject: 'big', attachments: [attachment] })).rejects.toThrow(
      /552|size/i,
    );
    expect(await mailTo('anna@example.com')).toEqual([]);
  });

  it('rejects more than one "to" address', async () => {
    const response = await get('/mail?to=a@example.com&to=b@example.com');
    expect(response.status).toBe(400);
  });
});

describe('GET /mail/:id', () => {
  it('returns one message', async () => {
    await send(confirmation);
    const [listed] = await mailTo('bob@example.com');
    const response = await get(`/mail/${listed?.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(listed);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('/mail/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Mail not found.' });
  });
});

describe('GET /mail/:id/attachments/:index', () => {
  it('lists the attachments and answers their bytes', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% test\n%%EOF\n');
    await send({ ...confirmation, attachments: [{ filename: 'RE-2026-00001.pdf', content: pdf }] });
    const [listed] = await mailTo('bob@example.com');
    expect(listed?.attachments).toEqual([
      { index: 0, filename: 'RE-2026-00001.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const response = await get(`/mail/${listed?.id}/attachments/0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
    expect((await get(`/mail/${listed?.id}/attachments/1`)).status).toBe(404);
  });

  it('lists no attachments for a plain mail', async () => {
    await send(confirmation);
    const [listed] = await mailTo('bob@example.com');
    expect(listed?.attachments).toEqual([]);
  });
});

describe('DELETE /mail', () => {
  it('clears the inbox', async () => {
    await send(confirmation);
    const response = await fetch(`${sandbox.httpUrl}/mail`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await (await get('/mail')).json()).toEqual([]);
  });
});

describe('inbox pages', () => {
  const hostile = {
    to: 'anna@example.com',
    subject: '<script>alert(1)</script> Ihre Bestellung & mehr',
    text: 'Text with <b>tags</b>',
    html: '<p>Hallo "Anna"</p><script>alert(2)</script><a href="https://portal.test/x?a=1&amp;b=2">x</a>',
  };

  it('lists subjects escaped, newest first', async () => {
    await send({ ...hostile, subject: 'Older' });
    await send(hostile);
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ihre Bestellung &amp; mehr');
    expect(page).not.toContain('<script>');
    expect(page.indexOf('Ihre Bestellung')).toBeLessThan(page.indexOf('Older'));
    expect(page).toContain('anna@example.com');
  });

  it('shows the empty state', async () => {
    expect(await (await get('/')).text()).toContain('No mail yet.');
  });

  it('shows one message with headers, text, sandboxed HTML and links', async () => {
    await send(hostile);
    const [mail] = await mailTo('anna@example.com');
    const response = await get(`/inbox/${mail?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; Ihre Bestellung &amp; mehr · Sandbox</title>',
    );
    expect(page).toContain('noreply@portal.test');
    expect(page).toContain('<pre>Text with &lt;b&gt;tags&lt;/b&gt;');
    expect(page).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hallo &quot;Anna&quot;&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(page).toContain('<a href="https://portal.test/x?a=1&amp;b=2" target="_blank"');
  });

  it('answers 404 for an unknown message', async () => {
    const response = await get('/inbox/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This mail is gone');
  });
});
