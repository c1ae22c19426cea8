import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Response } from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import { AppError, ErrorCode, NotFoundError } from '../../src/common/errors/app-error.js';
import {
  DocumentsProcessor,
  type RenderDocumentPayload,
} from '../../src/modules/documents/documents.processor.js';
import { DocumentsService } from '../../src/modules/documents/documents.service.js';
import { type PdfRenderer } from '../../src/modules/documents/pdf-renderer.js';
import { StoredDocument, StoredDocumentStatus } from '../../src/modules/documents/stored-document.entity.js';
import { DocumentKind } from '../../src/modules/documents/templates/index.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { DOCUMENTS_QUEUE } from '../../src/modules/documents/documents.jobs.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { TestClient } from '../helpers/client.js';
import { createUser as createTestUser, DEFAULT_PASSWORD, uniqueEmail } from '../helpers/factories.js';
import { readPdf } from '../helpers/pdf-text.js';
import { login, post } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

const DOWNLOAD = '/api/user/download-recovery-codes-pdf';

// Collects a binary body (supertest only buffers text and JSON by itself).
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const job = (attemptsMade = 0, attempts = 3) => ({ attemptsMade, opts: { attempts } }) as Job;

describe('documents: recovery codes as PDF', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let users: Repository<User>;
  let documents: Repository<StoredDocument>;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    users = app.get(DataSource).getRepository(User);
    documents = app.get(DataSource).getRepository(StoredDocument);
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  /** A user without a practice (documents are personal), with the given name or language. */
  async function createUser(
    fields: Partial<Pick<User, 'title' | 'first_name' | 'last_name' | 'locale'>> = {},
  ) {
    const { user } = await createTestUser(app, { practice: false, email: uniqueEmail('documents') });
    await users.update(user.id, fields);
    return users.findOneByOrFail({ id: user.id });
  }

  async function logIn(user: User): Promise<TestClient> {
    const client = new TestClient(app);
    await login(client, user.email, DEFAULT_PASSWORD);
    return client;
  }

  /** A logged-in user with a fresh password confirmation and recovery codes. */
  async function withRecoveryCodes(fields: Parameters<typeof createUser>[0] = {}) {
    const user = await createUser(fields);
    const client = await logIn(user);
    expect((await post(client, '/user/confirm-password', { password: DEFAULT_PASSWORD })).status).toBe(201);
    expect((await post(client, '/user/two-factor-authentication')).status).toBe(200);
    const codes = (await client.agent.get('/user/two-factor-recovery-codes').expect(200)).body as string[];
    expect(codes).toHaveLength(8);
    return { user, client, codes };
  }

  const download = (client: TestClient) => client.agent.get(DOWNLOAD).buffer(true).parse(binary);

  it('answers a one-page PDF with the name, e-mail and codes, and keeps nothing of it', async () => {
    const { user, client, codes } = await withRecoveryCodes({
      title: 'Dr.',
      first_name: 'Anna <b>',
      last_name: 'Weber & Co',
    });

    const response = await download(client);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="wiederherstellungs-codes.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(pdf.length);

    const { pageCount, lines } = readPdf(pdf);
    expect(pageCount).toBe(1);
    expect(lines).toContain('Wiederherstellungs-Codes');
    expect(lines).toContain('Dr. Anna <b> Weber & Co');
    expect(lines).toContain(user.email);
    for (const code of codes) expect(lines).toContain(code);

    expect(await documents.countBy({ ownerId: user.id })).toBe(0);
    // Nor is anything of the job left in Redis.
    const jobs = await app
      .get(QueueRegistry)
      .queue(DOCUMENTS_QUEUE)
      .getJobs(['completed', 'failed', 'waiting', 'active', 'delayed']);
    expect(JSON.stringify(jobs.map((j) => j.data as unknown))).not.toContain(codes[0]);
  });

  it('prints English texts for English users', async () => {
    const { client } = await withRecoveryCodes({ locale: 'en' });
    const response = await download(client).expect(200);
    const { lines } = readPdf(response.body as Buffer);
    expect(lines).toContain('Recovery codes');
    expect(lines.join(' ')).toContain('Each code can be used only once.');
  });

  it('needs a password confirmation (423) and a login (401)', async () => {
    const user = await createUser();
    const client = await logIn(user);
    const locked = await client.agent.get(DOWNLOAD);
    expect(locked.status).toBe(423);
    expect(locked.body).toEqual({
      message: 'Password confirmation required.',
      reason: 'sessions.passwordConfirmationRequired',
    });

    const anonymous = await new TestClient(app).agent.get(DOWNLOAD);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthenticated.', reason: 'common.unauthenticated' });
    expect(await documents.countBy({ ownerId: user.id })).toBe(0);
  });

  it('answers 404 for a user without recovery codes', async () => {
    const user = await createUser();
    const client = await logIn(user);
    await post(client, '/user/confirm-password', { password: DEFAULT_PASSWORD });
    expect((await client.agent.get(DOWNLOAD)).status).toBe(404);
  });

  it("looks documents up by owner: another user's document is not found", async () => {
    const owner = await createUser();
    const other = await createUser();
    const service = app.get(DocumentsService);
    const document = await service.request(DocumentKind.RecoveryCodes, owner.id, {
      locale: 'de',
      data: {
        name: 'Owner',
        email: owner.email,
        createdAt: new Date().toISOString(),
        codes: ['secret-code'],
      },
    });

    await expect(service.waitUntilReady(other.id, document.id)).rejects.toBeInstanceOf(NotFoundError);
    await service.waitUntilReady(owner.id, document.id);
    await expect(service.download(other.id, document.id)).rejects.toBeInstanceOf(NotFoundError);

    const file = await service.download(owner.id, document.id);
    expect(file.fileName).toBe('wiederherstellungs-codes.pdf');
    expect(readPdf(file.bytes).lines).toContain('secret-code');
    // One download only.
    await expect(service.download(owner.id, document.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers 503 when the document is not ready in time', async () => {
    const owner = await createUser();
    // A row without a job: nothing will ever render it.
    const row = await documents.save(
      documents.create({
        kind: DocumentKind.RecoveryCodes,
        ownerId: owner.id,
        fileName: 'x.pdf',
        contentType: 'application/pdf',
      }),
    );
    const started = Date.now();
    const error = await app
      .get(DocumentsService)
      .waitUntilReady(owner.id, row.id, 300)
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.Unavailable);
    expect((error as AppError).extensions).toEqual({ retryAfter: 5 });
  });

  describe('the render job', () => {
    const payload = (documentId: string): RenderDocumentPayload => ({
      documentId,
      kind: DocumentKind.RecoveryCodes,
      locale: 'de',
      data: { name: 'N', email: 'n@example.com', createdAt: new Date().toISOString(), codes: ['c'] },
    });

    async function queuedRow(fields: Partial<StoredDocument> = {}): Promise<StoredDocument> {
      const owner = await createUser();
      return documents.save(
        documents.create({
          kind: DocumentKind.RecoveryCodes,
          ownerId: owner.id,
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          ...fields,
        }),
      );
    }

    const bytesOf = async (id: string) =>
      (await documents.createQueryBuilder('d').addSelect('d.bytes').where('d.id = :id', { id }).getOne())
        ?.bytes;

    it('does nothing for a deleted row, an expired row or a ready row', async () => {
      let renders = 0;
      const renderer = {
        render: async () => {
          renders += 1;
          return Buffer.from('pdf');
        },
      };
      const processor = new DocumentsProcessor(documents, renderer as unknown as PdfRenderer);

      await processor.render(payload('999999999999'), job());
      const expired = await queuedRow({ expiresAt: new Date(Date.now() - 1000) });
      await processor.render(payload(expired.id), job());
      const ready = await queuedRow({ status: StoredDocumentStatus.Ready, bytes: Buffer.from('done') });
      await processor.render(payload(ready.id), job());

      expect(renders).toBe(0);
      expect((await bytesOf(ready.id))?.toString()).toBe('done');
      expect((await documents.findOneByOrFail({ id: expired.id })).status).toBe(StoredDocumentStatus.Queued);
    });

    it('keeps the error and marks the row failed on the last attempt only', async () => {
      const renderer = { render: () => Promise.reject(new Error('Chromium crashed')) };
      const processor = new DocumentsProcessor(documents, renderer as unknown as PdfRenderer);
      const row = await queuedRow();

      await expect(processor.render(payload(row.id), job(0, 3))).rejects.toThrow('Chromium crashed');
      let stored = await documents.findOneByOrFail({ id: row.id });
      expect(stored.status).toBe(StoredDocumentStatus.Queued);
      expect(stored.error).toBe('Chromium crashed');

      await expect(processor.render(payload(row.id), job(2, 3))).rejects.toThrow('Chromium crashed');
      stored = await documents.findOneByOrFail({ id: row.id });
      expect(stored.status).toBe(StoredDocumentStatus.Failed);

      const error = await app
        .get(DocumentsService)
        .waitUntilReady(row.ownerId!, row.id)
        .catch((e: unknown) => e);
      expect((error as AppError).code).toBe(ErrorCode.Unavailable);
      expect((error as AppError).message).toBe('The document could not be created. Please try again later.');
    });

    it('purges expired documents and keeps the others', async () => {
      const expired = await queuedRow({ expiresAt: new Date(Date.now() - 1000) });
      const current = await queuedRow({ expiresAt: new Date(Date.now() + 60_000) });
      const kept = await queuedRow({ expiresAt: null });
      await worker.get(DocumentsProcessor).purgeExpired();
      expect(await documents.existsBy({ id: expired.id })).toBe(false);
      expect(await documents.existsBy({ id: current.id })).toBe(true);
      expect(await documents.existsBy({ id: kept.id })).toBe(true);
    });
  });
});
