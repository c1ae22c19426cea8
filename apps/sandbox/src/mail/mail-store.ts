import { randomUUID } from 'node:crypto';
import { type ParsedMail, type StoredMail } from './stored-mail.js';

export const MAIL_STORE_LIMIT = 1000;

/** Received mail in memory, newest first; the oldest is dropped beyond the limit. */
export class MailStore {
  private messages: StoredMail[] = [];

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
    };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, this.limit);
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

  clear(): void {
    this.messages = [];
  }
}
