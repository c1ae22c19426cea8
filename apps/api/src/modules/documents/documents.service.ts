import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { RenderDocumentJob } from './documents.jobs.js';
import { StoredDocument, StoredDocumentStatus } from './stored-document.entity.js';
import {
  type DocumentKind,
  type DocumentLocale,
  type DocumentTemplates,
  documentDefinitions,
  isDocumentKind,
} from './templates/index.js';
import { DocumentsError } from './documents.errors.js';

const POLL_INTERVAL_MS = 100;
const RETRY_AFTER_SECONDS = 5;

export interface DocumentRequest<K extends DocumentKind> {
  locale: DocumentLocale;
  data: DocumentTemplates[K];
}

/**
 * Whom a document is rendered for: a user (their id, as every doctor and admin download) or a patient of the
 * portal (`{ patientId }`). Every lookup is by owner and id.
 */
export type DocumentOwner = string | { patientId: string };

const ownerOf = (owner: DocumentOwner) =>
  typeof owner === 'string'
    ? { ownerId: owner, ownerPatientId: IsNull() }
    : { ownerId: IsNull(), ownerPatientId: owner.patientId };

export interface DocumentFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * HTTP side of documents: records a document, hands its rendering to the worker, waits for it
 * with a bounded timeout and hands out the file. Every lookup is by owner and id: another
 * user's document is "not found".
 */
@Injectable()
export class DocumentsService {
  constructor(
    @InjectRepository(StoredDocument) private readonly documents: Repository<StoredDocument>,
    private readonly queues: QueueRegistry,
    private readonly config: AppConfig,
  ) {}

  async request<K extends DocumentKind>(
    kind: K,
    owner: DocumentOwner,
    { locale, data }: DocumentRequest<K>,
  ): Promise<StoredDocument> {
    const definition = documentDefinitions[kind];
    const document = await this.documents.save(
      this.documents.create({
        kind,
        ownerId: typeof owner === 'string' ? owner : null,
        ownerPatientId: typeof owner === 'string' ? null : owner.patientId,
        fileName: definition.fileName,
        contentType: 'application/pdf',
        status: StoredDocumentStatus.Queued,
        expiresAt: new Date(Date.now() + definition.keepForMs),
      }),
    );
    await this.queues.enqueue(
      RenderDocumentJob,
      { documentId: document.id, kind, locale, data },
      // The template data may be secret: nothing of the job stays in Redis once it has ended.
      { jobId: `document-${document.id}`, removeOnComplete: true, removeOnFail: true },
    );
    return document;
  }

  /** Polls the row until the worker has rendered it; 503 when it fails or takes too long. */
  async waitUntilReady(
    owner: DocumentOwner,
    id: string,
    timeoutMs = this.config.documentWaitMs,
  ): Promise<StoredDocument> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const document = await this.documents.findOneBy({ id, ...ownerOf(owner) });
      if (!document) throw new NotFoundError('Document');
      if (document.status === StoredDocumentStatus.Ready) return document;
      if (document.status === StoredDocumentStatus.Failed)
        throw new AppError(ErrorCode.Unavailable, DocumentsError.failed);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new AppError(ErrorCode.Unavailable, DocumentsError.notReady, {
          retryAfter: RETRY_AFTER_SECONDS,
        });
      await sleep(Math.min(POLL_INTERVAL_MS, left));
    }
  }

  /** The rendered file. Documents holding secrets are deleted as they are read: one download only. */
  async download(owner: DocumentOwner, id: string): Promise<DocumentFile> {
    const byUser = typeof owner === 'string';
    const document = await this.documents
      .createQueryBuilder('document')
      .addSelect('document.bytes')
      .where('document.id = :id AND document.status = :ready', { id, ready: StoredDocumentStatus.Ready })
      .andWhere(
        byUser
          ? 'document.owner_id = :owner AND document.owner_patient_id IS NULL'
          : 'document.owner_patient_id = :owner AND document.owner_id IS NULL',
        { owner: byUser ? owner : owner.patientId },
      )
      .getOne();
    if (!document?.bytes || !isDocumentKind(document.kind)) throw new NotFoundError('Document');
    if (documentDefinitions[document.kind].deleteAfterDownload) {
      const deleted = await this.documents.delete({ id: document.id, ...ownerOf(owner) });
      // A concurrent download took it first.
      if (!deleted.affected) throw new NotFoundError('Document');
    }
    return { fileName: document.fileName, contentType: document.contentType, bytes: document.bytes };
  }

  /** Drops a document nobody will fetch; a job still queued for it then does nothing. */
  async discard(owner: DocumentOwner, id: string): Promise<void> {
    await this.documents.delete({ id, ...ownerOf(owner) });
  }
}
