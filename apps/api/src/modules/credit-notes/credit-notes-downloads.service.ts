import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isRowId } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { BillingPdfStatus } from '../billing/index.js';
import { type DocumentFile } from '../documents/index.js';
import { CreditNote } from './credit-note.entity.js';
import { CreditNoteIssuer } from './credit-note-issuer.service.js';
import { CreditNotesError } from './credit-notes.errors.js';

export const CREDIT_NOTE_PDF_WAIT_MS = 10_000;
const POLL_INTERVAL_MS = 100;

/**
 * The stored files of a credit note, for an admin or the doctors of the practice it was issued to (an
 * admin acting as such a doctor included); anyone else gets 404. The PDF is the one rendered once by the worker: a download
 * that finds it not rendered yet asks again and waits a little (like the invoice download), then 409.
 */
@Injectable()
export class CreditNotesDownloads {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly issuer: CreditNoteIssuer,
  ) {}

  async pdf(viewer: Viewer, id: string, waitMs = CREDIT_NOTE_PDF_WAIT_MS): Promise<DocumentFile> {
    const note = await this.visible(viewer, id);
    const repository = this.dataSource.getRepository(CreditNote);
    const deadline = Date.now() + waitMs;
    let status = note.pdf_status;
    if (status !== BillingPdfStatus.Ready) await this.issuer.requestRender(note.id);
    while (status !== BillingPdfStatus.Ready && Date.now() < deadline) {
      await sleep(POLL_INTERVAL_MS);
      status = (await repository.findOneByOrFail({ id: note.id })).pdf_status;
    }
    if (status !== BillingPdfStatus.Ready)
      throw new AppError(ErrorCode.Conflict, CreditNotesError.pdfNotReady);
    const { pdf } = await repository
      .createQueryBuilder('note')
      .select('note.id')
      .addSelect('note.pdf')
      .where('note.id = :id', { id: note.id })
      .getOneOrFail();
    return { fileName: `Gutschrift-${note.number}.pdf`, contentType: 'application/pdf', bytes: pdf! };
  }

  async xml(viewer: Viewer, id: string): Promise<DocumentFile> {
    const note = await this.visible(viewer, id);
    const { xml } = await this.dataSource
      .getRepository(CreditNote)
      .createQueryBuilder('note')
      .select('note.id')
      .addSelect('note.xml')
      .where('note.id = :id', { id: note.id })
      .getOneOrFail();
    return {
      fileName: `Gutschrift-${note.number}.xml`,
      contentType: 'application/xml',
      bytes: Buffer.from(xml, 'utf8'),
    };
  }

  private async visible(viewer: Viewer, id: string): Promise<CreditNote> {
    const note = isRowId(id) ? await this.dataSource.getRepository(CreditNote).findOneBy({ id }) : null;
    // The practice's doctors (an admin acting as one of them included) and admins; anyone else: 404.
    const ownPractice =
      note !== null &&
      (note.user_id === viewer.user.id ||
        (viewer.user.medical_center_id != null && note.medical_center_id === viewer.user.medical_center_id));
    if (!note || !(viewer.isAdmin || ownPractice)) throw new NotFoundError('CreditNote');
    return note;
  }
}
