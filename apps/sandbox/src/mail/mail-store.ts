import { randomUUID } from 'node:crypto';
import { type ParsedMail, type StoredAttachment, type StoredMail } from './stored-mail.js';

export const MAIL_STORE_LIMIT = 1000;

/** Received mail in memory, newest first; the oldest is dropped beyond the limit. */
export class MailStore {
  private messages: StoredMail[] = [];
  /** The attachments' bytes by mail id, dropped with their mail. */
  private contents = new Map<string, readonly Uint8Array[]>();

  constructor(private readonly limit = MAIL_STORE_LIMIT) {}

  add(mail: ParsedMail, receivedAt: Date = new Date()): StoredMail {
    const stored: StoredMail = {
      id: randomUUID(),
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      receivedAt: receivedAt.toISOString(),
      links: mail.links,
      attachments: mail.attachments.map(({ filename, contentType, content }, index) => ({
        index,
        filename,
        contentType,
        size: content.byteLength,
      })),
    };
    this.messages.unshift(stored);
    this.contents.set(
      stored.id,
      mail.attachments.map((attachment) => attachment.content),
    );
    for (const dropped of this.messages.splice(this.limit)) this.contents.delete(dropped.id);
    return stored;
  }

  /** All mail, or the mail one address received (case-insensitive). */
  list(recipient?: string): StoredMail[] {
    const wanted = recipient?.trim().toLowerCase();
    if (!wanted) return [...this.messages];
    return this.messages.filter((mail) => mail.to.includes(wanted));
  }

  get(id: string): StoredMail | undefined {
    return this.messages.find((mail) => mail.id === id);
  }

  /** The bytes of a mail's attachment; undefined when there is no such mail or attachment. */
  attachment(id: string, index: number): { meta: StoredAttachment; content: Uint8Array } | undefined {
    const meta = this.get(id)?.attachments[index];
    const content = this.contents.get(id)?.[index];
    return meta && content ? { meta, content } : undefined;
  }

  clear(): void {
    this.messages = [];
    this.contents.clear();
  }
}
