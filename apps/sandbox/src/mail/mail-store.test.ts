import { describe, expect, it } from 'vitest';
import { MailStore } from './mail-store.js';
import { type ParsedMail } from './stored-mail.js';

function parsed(subject: string, to: string[] = ['anna@example.com']): ParsedMail {
  return { from: 'noreply@portal.test', to, subject, text: 'Hallo', html: null, links: [], attachments: [] };
}

describe('MailStore', () => {
  it('keeps the newest 1000 messages by default and drops the oldest', () => {
    const store = new MailStore();
    for (let i = 0; i <= 1000; i += 1) store.add(parsed(`mail ${i}`));
    const subjects = store.list().map((mail) => mail.subject);
    expect(subjects).toHaveLength(1000);
    expect(subjects[0]).toBe('mail 1000');
    expect(subjects).not.toContain('mail 0');
  });

  it('lists newest first and gives each message an id and a receipt time', () => {
    const store = new MailStore();
    const first = store.add(parsed('first'), new Date('2024-05-01T10:00:00Z'));
    const second = store.add(parsed('second'), new Date('2024-05-01T10:00:01Z'));
    expect(store.list().map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(first.id).not.toBe(second.id);
    expect(first.receivedAt).toBe('2024-05-01T10:00:00.000Z');
  });

  it('filters by recipient, ignoring case and surrounding spaces', () => {
    const store = new MailStore();
    store.add(parsed('both', ['anna@example.com', 'bob@example.com']));
    store.add(parsed('bob only', ['bob@example.com']));
    expect(store.list(' Anna@Example.COM ').map((mail) => mail.subject)).toEqual(['both']);
    expect(store.list('bob@example.com').map((mail) => mail.subject)).toEqual(['bob only', 'both']);
    expect(store.list('carla@example.com')).toEqual([]);
    expect(store.list('')).toHaveLength(2);
  });

  it('drops the oldest message beyond its limit', () => {
    const store = new MailStore(3);
    for (const subject of ['1', '2', '3', '4']) store.add(parsed(subject));
    expect(store.list().map((mail) => mail.subject)).toEqual(['4', '3', '2']);
  });

  it('finds by id and clears', () => {
    const store = new MailStore();
    const mail = store.add(parsed('x'));
    expect(store.get(mail.id)).toEqual(mail);
    expect(store.get('nope')).toBeUndefined();
    store.clear();
    expect(store.list()).toEqual([]);
    expect(store.get(mail.id)).toBeUndefined();
  });
});
