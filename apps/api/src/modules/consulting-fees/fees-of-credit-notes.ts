import type { DataSource } from 'typeorm';
import { groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { qualified } from '../../common/sql/selected-columns.js';
import { ConsultingFee } from './consulting-fee.entity.js';
import { FEE_VIEW_COLUMNS, feeView } from './consulting-fee-views.js';
import type { ConsultingFeeView } from './consulting-fees.types.js';

/** The fees a credit note collected (CreditNote.consultingFees), batched: one statement per page of notes. */
export function feesOfCreditNote(
  dataSource: DataSource,
  loaders: LoaderRegistry,
  creditNoteId: string,
): Promise<ConsultingFeeView[]> {
  return loaders
    .get<string, ConsultingFeeView[]>('consultingFeesOfCreditNote', async (ids) => {
      const fees = await dataSource
        .getRepository(ConsultingFee)
        .createQueryBuilder('fee')
        .select(qualified('fee', FEE_VIEW_COLUMNS))
        .where('fee.credit_note_id IN (:...ids)', { ids: [...ids] })
        .orderBy('fee.created_at', 'ASC')
        .addOrderBy('fee.id', 'ASC')
        .getMany();
      return groupByKeys(ids, fees, (fee) => fee.credit_note_id!).map((group) => group.map(feeView));
    })
    .load(creditNoteId);
}
