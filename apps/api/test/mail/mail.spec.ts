import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../../src/modules/mail/mail.service.js';
import { SentMail, SentMailStatus } from '../../src/modules/mail/sent-mail.entity.js';
import { MAIL_QUEUE } from '../../src/modules/mail/mail.jobs.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { inboxOf, waitForMail } from '../helpers/sandbox.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

async function waitForStatus(dataSource: DataSource, id: string, status: SentMailStatus): Promise<SentMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const row = await dataSource.getRepository(SentMail).findOneByOrFail({ id });
    if (row.status === status) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mail ${id} never reached ${status}`);
}

describe('mail through the queue and the worker', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  it('records the mail, sends it over SMTP to the sandbox inbox and marks it sent', async () => {
    const to = `Doctor.${randomUUID()}@Example.com`;
    const record = await app.get(MailService).send({
      to,
      template: 'notification',
      locale: 'de',
      data: {
        subject: 'Ihre Befunde sind da',
        heading: 'Neue Ergebnisse',
        paragraphs: ['Die Blutanalyse von Max Muster ist abgeschlossen.'],
        action: { label: 'Ergebnisse ansehen', url: 'http://localhost:3000/patients/1?tab=blood&x=1' },
        recipientName: 'Dr. Weber',
      },
    });
    expect(record.status).toBe(SentMailStatus.Queued);
    expect(record.recipient).toBe(to.toLowerCase());

    const mail = await waitForMail(to.toLowerCase());
    expect(mail.subject).toBe('Ihre Befunde sind da');
    expect(mail.text).toContain('Guten Tag Dr. Weber,');
    expect(mail.text).toContain('Die Blutanalyse von Max Muster ist abgeschlossen.');
    expect(mail.links).toContain('http://localhost:3000/patients/1?tab=blood&x=1');

    const sent = await waitForStatus(app.get(DataSource), record.id, SentMailStatus.Sent);
    expect(sent.subject).toBe('Ihre Befunde sind da');
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(1);
    expect(sent.messageId).toBeTruthy();
  });

  it('renders English mails for English recipients and escapes HTML', async () => {
    const to = `en.${randomUUID()}@example.com`;
    await app.get(MailService).send({
      to,
      template: 'notification',
      locale: 'en',
      data: { subject: 'Hello', heading: '<b>Heading</b>', paragraphs: ['A & B'] },
    });
    const mail = await waitForMail(to);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('This e-mail was sent automatically');
    expect(mail.html).toContain('&lt;b&gt;Heading&lt;/b&gt;');
    expect(mail.html).toContain('A &amp; B');
  });

  it('records it as sent once the database is back, and sends it once', async () => {
    const to = `restart.${randomUUID()}@example.com`;
    const tag = `cut_${randomUUID().replaceAll('-', '')}`;
    const dataSource = app.get(DataSource);
    // The worker's connection dies at its first "sent" update of this mail, as a restart of PostgreSQL cuts it
    // (the sequence counts outside the transaction, so only the first try is cut).
    await dataSource.query(`CREATE SEQUENCE ${tag}`);
    await dataSource.query(`
      CREATE FUNCTION ${tag}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF nextval('${tag}') = 1 THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
        RETURN NEW;
      END $fn$`);
    await dataSource.query(
      `CREATE TRIGGER ${tag} BEFORE UPDATE ON sent_mails FOR EACH ROW
       WHEN (NEW.status = 'sent' AND NEW.recipient = '${to}') EXECUTE FUNCTION ${tag}()`,
    );
    try {
      const record = await app.get(MailService).send({
        to,
        template: 'notification',
        locale: 'de',
        data: {
          subject: 'Neustart',
          heading: 'Neustart',
          paragraphs: ['Einmal.'],
          recipientName: 'Dr. Weber',
        },
      });
      const sent = await waitForStatus(dataSource, record.id, SentMailStatus.Sent);
      expect(sent.attempts).toBe(1);
      expect(sent.error).toBeNull();
      expect((await dataSource.query(`SELECT last_value::int AS n FROM ${tag}`))[0].n).toBe(2);
      expect(await inboxOf(to)).toHaveLength(1);
    } finally {
      await dataSource.query(`DROP TRIGGER IF EXISTS ${tag} ON sent_mails`);
      await dataSource.query(`DROP FUNCTION IF EXISTS ${tag}()`);
      await dataSource.query(`DROP SEQUENCE IF EXISTS ${tag}`);
    }
  });
});

describe('mail when SMTP is unreachable', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;

  // A queue of its own: no other suite's worker may take these jobs, and this worker takes no others.
  const isolated = { REDIS_PREFIX: `smtp-down-${Date.now()}` };
  beforeAll(async () => {
    app = await createTestApp(isolated);
    worker = await startTestWorker({ ...isolated, SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  it('keeps the error on the record and retries', async () => {
    const record = await app.get(MailService).send({
      to: `down.${randomUUID()}@example.com`,
      template: 'notification',
      data: { subject: 'x', heading: 'x', paragraphs: [] },
    });
    const deadline = Date.now() + 10_000;
    let row = await app.get(DataSource).getRepository(SentMail).findOneByOrFail({ id: record.id });
    while (!row.error && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await app.get(DataSource).getRepository(SentMail).findOneByOrFail({ id: record.id });
    }
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.status).toBe(SentMailStatus.Queued);
    expect(row.attempts).toBe(1);
    // Refused, so nothing was delivered: the claim is cleared and the retry sends.
    expect(row.deliveryStartedAt).toBeNull();
    // Its payload may hold one-time links: once it fails for good the job leaves Redis too.
    const job = await app.get(QueueRegistry).queue(MAIL_QUEUE).getJob(`mail-${record.id}`);
    expect(job?.opts).toMatchObject({ removeOnComplete: true, removeOnFail: true });
  });
});
