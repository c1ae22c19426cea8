// The worker process killed (SIGKILL, as an out-of-memory kill or a pulled plug does) in the middle of a PDF
// render and of a mail's hand-over to the SMTP server. A worker started again finds the stalled job (BullMQ's
// lock ran out) and each job ends exactly once: one stored PDF, and never a second mail.
// (The formula run and the lab send have theirs in formula-calculation.spec and lab-exchange.spec.)
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENTS_QUEUE } from '../../src/modules/documents/documents.jobs.js';
import { DocumentsService } from '../../src/modules/documents/documents.service.js';
import { StoredDocument, StoredDocumentStatus } from '../../src/modules/documents/stored-document.entity.js';
import { DocumentKind } from '../../src/modules/documents/templates/index.js';
import { INTERRUPTED_DELIVERY } from '../../src/modules/mail/mail.processor.js';
import { MailService } from '../../src/modules/mail/mail.service.js';
import { SentMail, SentMailStatus } from '../../src/modules/mail/sent-mail.entity.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { createUser } from '../helpers/factories.js';
import { ownQueues } from '../helpers/formulas.js';
import { eventually } from '../helpers/payments.js';
import { childrenOf, isRunning } from '../helpers/processes.js';
import { inboxOf, waitForMail } from '../helpers/sandbox.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { spawnWorkerProcess, startTestWorker } from '../helpers/worker.js';

// A child process, a Chromium and a lock timeout lie between the kill and the result.
const SLOW = 120_000;

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** An SMTP server that accepts the connection and never answers: a hand-over that is still going on. */
async function silentSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the worker killed in the middle of a job', () => {
  const queues = { ...ownQueues(), JOB_LOCK_MS: '2000' };
  let app: INestApplication;
  const children: ChildProcess[] = [];
  let restarted: INestApplicationContext | undefined;

  beforeAll(async () => {
    app = await createTestApp(queues);
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(kill));
    await restarted?.close();
    restarted = undefined;
  });
  afterAll(() => closeApp(app));

  const db = () => app.get(DataSource);

  it(
    'a PDF render: nothing is stored by the killed run; the restarted worker stores the PDF once',
    async () => {
      const { user } = await createUser(app, { practice: false });
      const document = await app.get(DocumentsService).request(DocumentKind.RecoveryCodes, user.id, {
        locale: 'de',
        data: {
          name: 'Kill Test',
          email: user.email,
          createdAt: new Date().toISOString(),
          codes: ['a1b2-c3d4'],
        },
      });
      // The row held by another transaction: the render runs, and its storing UPDATE waits for the lock.
      const holder = db().createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query('SELECT id FROM stored_documents WHERE id = $1 FOR NO KEY UPDATE', [document.id]);
        // Its connections named, so that only its waiting statement is found (other suites run beside this one).
        const applicationName = `portal-killed-worker-${process.pid}`;
        const url = new URL(process.env.DATABASE_URL!);
        url.searchParams.set('application_name', applicationName);
        children.push(spawnWorkerProcess({ ...queues, DATABASE_URL: url.toString() }));
        const [{ pid }] = await eventually(
          () =>
            db().query<{ pid: number }[]>(
              `SELECT pid FROM pg_stat_activity
               WHERE application_name = $1 AND wait_event_type = 'Lock' AND query LIKE 'UPDATE "stored_documents"%'`,
              [applicationName],
            ),
          (rows) => rows.length > 0,
          60_000,
        );
        const chromium = childrenOf(children[0].pid!);
        expect(chromium.length).toBeGreaterThan(0);
        await kill(children[0]);
        // PostgreSQL notices a dead client only when it next writes to it: the statement waiting for the lock
        // would still run once the lock is free. Ended here, as a host that goes down takes its connections along.
        await db().query('SELECT pg_terminate_backend($1)', [pid]);
        // Its Chromium went with it (it talks to the worker over a pipe): no orphan keeps its memory.
        await eventually(
          async () => chromium.filter(isRunning),
          (alive) => alive.length === 0,
          10_000,
        );
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      const killed = await db().getRepository(StoredDocument).findOneByOrFail({ id: document.id });
      expect(killed.status).toBe(StoredDocumentStatus.Queued);
      expect(killed.readyAt).toBeNull();

      restarted = await startTestWorker(queues);
      const ready = await app.get(DocumentsService).waitUntilReady(user.id, document.id, 60_000);
      expect(ready.status).toBe(StoredDocumentStatus.Ready);
      const file = await app.get(DocumentsService).download(user.id, document.id);
      expect(file.bytes.subarray(0, 4).toString()).toBe('%PDF');
      // The job ended with that run: nothing is left in the queue to render it again.
      const renders = app.get(QueueRegistry).queue(DOCUMENTS_QUEUE);
      await eventually(
        () => renders.getJob(`document-${document.id}`),
        (job) => job === undefined,
        10_000,
      );
      // Recovery codes are handed out once: the row went with the download.
      expect(await db().getRepository(StoredDocument).countBy({ id: document.id })).toBe(0);
    },
    SLOW,
  );

  it(
    'a mail: a hand-over cut by the kill is not sent a second time, and the record says so',
    async () => {
      const smtp = await silentSmtpServer();
      try {
        children.push(spawnWorkerProcess({ ...queues, SMTP_URL: smtp.url }));
        const to = `kill.${randomUUID()}@example.com`;
        const record = await app.get(MailService).send({
          to,
          template: 'notification',
          locale: 'de',
          data: {
            subject: 'Einmal',
            heading: 'Einmal',
            paragraphs: ['Nur einmal.'],
            recipientName: 'Dr. Kill',
          },
        });
        // The claim is written, the SMTP server has not answered yet: the worker is mid-hand-over.
        await eventually(
          () => db().getRepository(SentMail).findOneByOrFail({ id: record.id }),
          (mail) => mail.deliveryStartedAt !== null,
          60_000,
        );
        await kill(children[0]);

        restarted = await startTestWorker(queues); // the sandbox's SMTP server, which would accept it
        const ended = await eventually(
          () => db().getRepository(SentMail).findOneByOrFail({ id: record.id }),
          (mail) => mail.status !== SentMailStatus.Queued,
          60_000,
        );
        expect(ended).toMatchObject({
          status: SentMailStatus.Failed,
          error: INTERRUPTED_DELIVERY,
          sentAt: null,
        });
        expect(await inboxOf(to)).toHaveLength(0);

        // A mail the killed worker had not begun goes out once, from the restarted worker.
        const next = await app.get(MailService).send({
          to,
          template: 'notification',
          locale: 'de',
          data: {
            subject: 'Danach',
            heading: 'Danach',
            paragraphs: ['Geht raus.'],
            recipientName: 'Dr. Kill',
          },
        });
        await waitForMail(to, (mail) => mail.subject === 'Danach', 30_000);
        await eventually(
          () => db().getRepository(SentMail).findOneByOrFail({ id: next.id }),
          (mail) => mail.status === SentMailStatus.Sent,
          30_000,
        );
        expect(await inboxOf(to)).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    },
    SLOW,
  );
});
