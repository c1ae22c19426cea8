import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, SortOrder } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { paginate } from '../../common/pagination/paginate.js';
import type { Selection } from '../../common/graphql/selection.js';
import { qualified } from '../../common/sql/selected-columns.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { type ConsultingFeeView, feesOfCreditNote } from '../consulting-fees/index.js';
import { type User, UsersService } from '../users/index.js';
import { CreditNote } from './credit-note.entity.js';
import type { Viewer } from '../../common/auth/viewer.js';
import {
  type CreditNotesArgs,
  CreditNoteStatus,
  type CreditNoteView,
  type PracticeCreditNotesArgs,
} from './credit-notes.types.js';

/** The columns creditNoteView reads: what the list selects (not the lines, parties and documents). */
const NOTE_VIEW_COLUMNS = [
  'id',
  'guid',
  'number',
  'amount_cents',
  'paid_at',
  'generated_at',
  'user_id',
] as const satisfies readonly (keyof CreditNote)[];

export const creditNoteView = (
  note: Pick<CreditNote, (typeof NOTE_VIEW_COLUMNS)[number]>,
): CreditNoteView => ({
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async list(args: CreditNotesArgs): Promise<Page<CreditNoteView>> {
    const query = this.dataSource
      .getRepository(CreditNote)
      .createQueryBuilder('note')
      .select(qualified('note', NOTE_VIEW_COLUMNS));
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
        // credit_notes_generated_index serves the order: the page statement 7.5–8.5 → 3.5 ms on 10,000 notes.
        indexOrder: true,
      },
    );
    return { data: page.data.map(creditNoteView), paginatorInfo: page.paginatorInfo };
  }

  /**
   * practiceCreditNotes: the viewer's practice's notes, newest first (an admin acting as the doctor sees the
   * doctor's); none without a practice. One statement per page plus its count, whatever its size: the view
   * reads only the note's own columns.
   */
  async ofPractice(viewer: Viewer, args: PracticeCreditNotesArgs): Promise<Page<CreditNoteView>> {
    const query = this.dataSource
      .getRepository(CreditNote)
      .createQueryBuilder('note')
      .select(qualified('note', NOTE_VIEW_COLUMNS))
      .where('note.medical_center_id = :centerId', { centerId: viewer.user.medical_center_id ?? '0' });
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

  /** CreditNote.consultingFees, batched: one statement per page of notes (asked of consulting fees). */
  feesOf(loaders: LoaderRegistry, creditNoteId: string): Promise<ConsultingFeeView[]> {
    return feesOfCreditNote(this.dataSource, loaders, creditNoteId);
  }

  /**
   * CreditNote.doctor (the doctor's user, also when deactivated), batched; with `selection`, only the
   * columns it shows are read.
   */
  doctorOf(loaders: LoaderRegistry, userId: string, selection?: Selection): Promise<User | null> {
    return loaders
      .get<string, User | null>(`userOfCreditNote:${selection?.key() ?? '*'}`, async (ids) => {
        return byKeys(ids, await this.users.findShownByIds(ids, selection), (user) => user.id);
      })
      .load(userId);
  }
}
