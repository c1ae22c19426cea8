import { createHash } from 'node:crypto';
import type { Job } from 'bullmq';
import type { ObjectLiteral, Repository } from 'typeorm';
import { isLastAttempt } from '../../queue/job-attempts.js';
import { BillingPdfStatus } from './billing-document.entity.js';

/** An issued document that stores its own PDF: bytes, SHA-256, status and the last error. */
export interface StoredPdfRow extends ObjectLiteral {
  id: string;
  pdf_status: BillingPdfStatus;
}

/**
 * The worker's side of an issued document (invoice, storno, credit note): renders it once and stores
 * the bytes with their SHA-256. The job is enqueued around the issuing transaction, so the row may not
 * be visible yet: then the job fails and is retried; after the last attempt it gives up quietly (the
 * transaction rolled back, nothing was issued). A document already rendered is left alone, and a
 * concurrent render that finished first wins.
 */
export async function renderPdfOnce<Row extends StoredPdfRow>(
  rows: Repository<Row>,
  id: string,
  job: Job,
  render: (row: Row) => Promise<Buffer>,
): Promise<void> {
  const row = await rows.findOneBy({ id } as never);
  if (!row) {
    if (isLastAttempt(job)) return;
    throw new Error(`${rows.metadata.name} ${id} is not visible (yet)`);
  }
  if (row.pdf_status === BillingPdfStatus.Ready) return;
  const unlessReady = (set: Record<string, unknown>) =>
    rows
      .createQueryBuilder()
      .update()
      .set(set as never)
      .where('id = :id AND pdf_status <> :ready', { id, ready: BillingPdfStatus.Ready })
      .execute();
  try {
    const bytes = await render(row);
    await unlessReady({
      pdf: bytes,
      pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
      pdf_status: BillingPdfStatus.Ready,
      pdf_error: null,
      rendered_at: new Date(),
    });
  } catch (error) {
    await unlessReady({
      pdf_error: (error as Error).message.slice(0, 1000),
      ...(isLastAttempt(job) ? { pdf_status: BillingPdfStatus.Failed } : {}),
    });
    throw error;
  }
}
