import { describe, expect, it } from 'vitest';
import { parseMail } from './parse-mail.js';

const raw = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

describe('parseMail', () => {
  it('reads headers, both parts and links; recipients come from the envelope', async () => {
    const message = raw([
      'From: "Vitalis Portal" <noreply@portal.test>',
      'To: Anna <Anna@Example.com>',
      'Subject: =?UTF-8?Q?Best=C3=A4tigen_Sie_Ihre_E-Mail?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Link: https://portal.test/text',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<a href="https://portal.test/v?a=1&amp;b=2">Link</a>',
      '--b--',
      '',
    ]);
    const mail = await parseMail(message, {
      mailFrom: 'bounce@portal.test',
      rcptTo: ['Anna@Example.com', 'HIDDEN@example.com', 'anna@example.com'],
    });
    expect(mail).toEqual({
      from: 'noreply@portal.test',
      to: ['anna@example.com', 'hidden@example.com'],
      subject: 'Bestätigen Sie Ihre E-Mail',
      text: expect.stringContaining('https://portal.test/text') as string,
      html: expect.stringContaining('<a href=') as string,
      links: ['https://portal.test/v?a=1&b=2', 'https://portal.test/text'],
      attachments: [],
    });
  });

  it('falls back to the envelope sender and empty values', async () => {
    const mail = await parseMail(raw(['X-Nothing: 1', '', '']), {
      mailFrom: 'bounce@portal.test',
      rcptTo: ['a@example.com'],
    });
    expect(mail).toMatchObject({ from: 'bounce@portal.test', subject: '', html: null, links: [] });
  });
});
