// Worker side of a Gutschrift's mail (issue 31, point 4): once its PDF is stored, the doctor gets the PDF
// and the XML.
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { centsToEuros, formatEuro } from '@portal/shared-types';
import { IsNull, Repository } from 'typeorm';
import { BillingPdfStatus } from '../billing/index.js';
import { MailService } from '../mail/index.js';
import { CreditNote } from './credit-note.entity.js';

export type CreditNoteMailResult = 'mailed' | 'already-mailed' | 'no-recipient' | 'gone' | 'render-failed';

/**
 * Mails the doctor a rendered Gutschrift, once: `mailed_at` is claimed before the mail is queued, so a job
 * run again mails nothing (the billing mailer's rule). To the doctor's account address now, else the one
 * on the note.
 */
@Injectable()
export class CreditNoteMailer {
  private readonly logger = new Logger('CreditNotes');

  constructor(
    @InjectRepository(CreditNote) private readonly notes: Repository<CreditNote>,
    private readonly mails: MailService,
  ) {}

  async mail(creditNoteId: string): Promise<CreditNoteMailResult> {
    const note = await this.notes
      .createQueryBuilder('note')
      .addSelect(['note.pdf', 'note.xml'])
      .where('note.id = :id', { id: creditNoteId })
      .getOne();
    if (!note) return 'gone';
    if (note.mailed_at) return 'already-mailed';
    if (note.pdf_status !== BillingPdfStatus.Ready || !note.pdf) {
      this.logger.error({ creditNoteId }, 'credit note not mailed: its PDF could not be rendered');
      return 'render-failed';
    }
    const [user] = await this.notes.manager.query<
      {
        email: string | null;
        first_name: string;
        last_name: string;
        title: string | null;
        locale: string | null;
      }[]
    >(`SELECT email, first_name, last_name, title, locale FROM users WHERE id = $1 AND deleted_at IS NULL`, [
      note.user_id,
    ]);
    const to = user?.email ?? note.recipient.email;
    if (!to) return 'no-recipient';
    const claim = await this.notes.update({ id: note.id, mailed_at: IsNull() }, { mailed_at: new Date() });
    if (!claim.affected) return 'already-mailed';
    try {
      await this.mails.send({
        to,
        template: 'credit-note-issued',
        locale: user?.locale === 'en' ? 'en' : 'de',
        data: {
          name: user
            ? [user.title, user.first_name, user.last_name].filter(Boolean).join(' ')
            : note.recipient.doctor_name,
          number: note.number,
          amount: formatEuro(centsToEuros(note.amount_cents)),
        },
        attachments: [
          {
            filename: `Gutschrift-${note.number}.pdf`,
            contentType: 'application/pdf',
            contentBase64: note.pdf.toString('base64'),
          },
          {
            filename: `Gutschrift-${note.number}.xml`,
            contentType: 'application/xml',
            contentBase64: Buffer.from(note.xml, 'utf8').toString('base64'),
          },
        ],
      });
    } catch (error) {
      // Nothing was queued: the next attempt claims it again.
      await this.notes.update(note.id, { mailed_at: null });
      throw error;
    }
    return 'mailed';
  }
}
