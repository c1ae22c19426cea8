import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, SortOrder } from '@portal/shared-types';
import { DataSource, In } from 'typeorm';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { paginate } from '../../common/pagination/paginate.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { ConsultingFee } from '../consulting-fees/consulting-fee.entity.js';
import { feeView } from '../consulting-fees/consulting-fee-views.js';
import type { ConsultingFeeView } from '../consulting-fees/consulting-fees.types.js';
import { User } from '../users/entities/user.entity.js';
import { CreditNote } from './credit-note.entity.js';
import { type CreditNotesArgs, CreditNoteStatus, type CreditNoteView } from './credit-notes.types.js';

export const creditNoteView = (note: CreditNote): CreditNoteView => ({
  id: note.id,
  guid: note.guid,
  number: note.number,
  amount: centsToEuros(note.amount_cents),
  status: note.paid_at ? CreditNoteStatus.Paid : CreditNoteStatus.Unpaid,
  paid_at: note.paid_at,
  generated_at: note.generated_at,
  user_id: note.user_id,
});

type Column = 'GENERATED_AT';

/**
 * Reads of the admin's credit-note list (the resolver lets only ManageMedicalCenters in): a page costs
 * one statement, then one per relation (fees, their orders, the doctors) whatever its size.
 */
@Injectable()
export class CreditNotesQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(args: CreditNotesArgs): Promise<Page<CreditNoteView>> {
    const query = this.dataSource.getRepository(CreditNote).createQueryBuilder('note');
    if (args.doctorId) query.andWhere('note.doctor_id = :doctorId', { doctorId: args.doctorId });
    if (args.status === CreditNoteStatus.Paid) query.andWhere('note.paid_at IS NOT NULL');
    if (args.status === CreditNoteStatus.Unpaid) query.andWhere('note.paid_at IS NULL');
    const page = await paginate<CreditNote, Column>(
      query,
      { first: args.first, page: args.page },
      {
        columns: { GENERATED_AT: 'note.generated_at' },
        defaultOrder: [{ column: 'GENERATED_AT', order: SortOrder.DESC }],
        tieBreaker: 'note.id',
      },
    );
    return { data: page.data.map(creditNoteView), paginatorInfo: page.paginatorInfo };
  }

  async byId(id: string): Promise<CreditNoteView> {
    const note = await this.dataSource.getRepository(CreditNote).findOneBy({ id });
    if (!note) throw new NotFoundError('CreditNote');
    return creditNoteView(note);
  }

  /** CreditNote.consultingFees, batched: one statement per page of notes. */
  feesOf(loaders: LoaderRegistry, creditNoteId: string): Promise<ConsultingFeeView[]> {
    return loaders
      .get<string, ConsultingFeeView[]>('consultingFeesOfCreditNote', async (ids) => {
        const fees = await this.dataSource.getRepository(ConsultingFee).find({
          where: { credit_note_id: In([...ids]) },
          order: { created_at: 'ASC', id: 'ASC' },
        });
        return groupByKeys(ids, fees, (fee) => fee.credit_note_id!).map((group) => group.map(feeView));
      })
      .load(creditNoteId);
  }

  /** CreditNote.doctor (the doctor's user, also when deactivated), batched. */
  doctorOf(loaders: LoaderRegistry, userId: string): Promise<User | null> {
    return loaders
      .get<string, User | null>('userOfCreditNote', async (ids) =>
        byKeys(
          ids,
          await this.dataSource.getRepository(User).find({ where: { id: In([...ids]) }, withDeleted: true }),
          (user) => user.id,
        ),
      )
      .load(userId);
  }
}
