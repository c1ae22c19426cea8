import PostalMime, { type Address } from 'postal-mime';
import { extractLinks } from './extract-links.js';
import { type ParsedMail } from './stored-mail.js';

export interface Envelope {
  readonly mailFrom: string | null;
  readonly rcptTo: readonly string[];
}

export async function parseMail(raw: Uint8Array, envelope: Envelope): Promise<ParsedMail> {
  const email = await PostalMime.parse(raw);
  const html = email.html ?? null;
  const text = email.text ?? null;
  return {
    from: mailboxAddress(email.from) ?? envelope.mailFrom ?? '',
    // The envelope, not the headers, says who received it: Bcc recipients appear only there.
    to: [...new Set(envelope.rcptTo.map((address) => address.toLowerCase()))],
    subject: email.subject ?? '',
    text,
    html,
    links: extractLinks(html, text),
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.mimeType,
      content:
        typeof attachment.content === 'string'
          ? new TextEncoder().encode(attachment.content)
          : new Uint8Array(attachment.content),
    })),
  };
}

function mailboxAddress(address: Address | undefined): string | undefined {
  return address?.address ?? address?.group?.[0]?.address;
}
