// Worker side of the documents queue: renders a requested document to PDF and stores it on its row.
// It re-reads the row first: a document that is gone, expired or already ready is not rendered.
// The payload may carry secrets (recovery codes); it is removed from Redis when the job ends and
// never logged.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { Repository } from 'typeorm';
import { isLastAttempt } from '../../queue/job-attempts.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { PurgeExpiredDocumentsJob, RenderDocumentJob } from './documents.jobs.js';
import { PdfRenderer } from './pdf-renderer.js';
import { StoredDocument, StoredDocumentStatus } from './stored-document.entity.js';
import {
  type DocumentKind,
  type DocumentLocale,
  type DocumentTemplates,
  isDocumentKind,
  renderDocumentHtml,
} from './templates/index.js';

export interface RenderDocumentPayload<K extends DocumentKind = DocumentKind> {
  documentId: string;
  kind: K;
  locale: DocumentLocale;
  data: DocumentTemplates[K];
}

export type PurgeExpiredDocumentsPayload = Record<string, never>;

@Injectable()
export class DocumentsProcessor {
  constructor(
    @InjectRepository(StoredDocument) private readonly documents: Repository<StoredDocument>,
    private readonly renderer: PdfRenderer,
  ) {}

  @JobHandler(RenderDocumentJob)
  async render(payload: RenderDocumentPayload, job: Job): Promise<void> {
    const document = await this.documents.findOneBy({ id: payload.documentId });
    if (!document || document.status === StoredDocumentStatus.Ready) return;
    if (document.expiresAt && document.expiresAt.getTime() <= Date.now()) return;
    if (!isDocumentKind(document.kind) || document.kind !== payload.kind)
      throw new Error(
        `Document ${document.id} is a ${document.kind}, the job asked for ${String(payload.kind)}`,
      );
    try {
      const bytes = await this.renderer.render(
        renderDocumentHtml(payload.kind, payload.locale, payload.data),
      );
      await this.documents.update(document.id, {
        status: StoredDocumentStatus.Ready,
        bytes,
        readyAt: new Date(),
        error: null,
      });
    } catch (error) {
      const lastAttempt = isLastAttempt(job);
      await this.documents.update(document.id, {
        error: (error as Error).message.slice(0, 1000),
        ...(lastAttempt ? { status: StoredDocumentStatus.Failed } : {}),
      });
      throw error;
    }
  }

  /** Deletes documents past their expiry (downloads that were never fetched). */
  @JobHandler(PurgeExpiredDocumentsJob)
  async purgeExpired(): Promise<number> {
    const result = await this.documents.createQueryBuilder().delete().where('expires_at <= now()').execute();
    return result.affected ?? 0;
  }
}
