import { NonIdealState } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type CreditNoteFeesRow_creditNote$key } from './__generated__/CreditNoteFeesRow_creditNote.graphql';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

interface Props {
  creditNoteRef: CreditNoteFeesRow_creditNote$key;
  /** Columns of the table, for the expanded row. */
  columns: number;
}

/** The expanded part of a credit note row: the consulting fees it collected. */
export function CreditNoteFeesRow({ creditNoteRef, columns }: Props) {
  const { t } = useTranslation();
  const { consultingFees } = useFragment(
    graphql`
      fragment CreditNoteFeesRow_creditNote on CreditNote {
        consultingFees {
          id
          amount
          status
          order {
            id
            order_number
            created_at
            patient {
              first_name
              last_name
            }
            partnershipModel {
              name
            }
          }
        }
      }
    `,
    creditNoteRef,
  );
  return (
    <tr className="credit-note-fees-row">
      <Td colSpan={columns}>
        {consultingFees.length === 0 ? (
          <NonIdealState icon="th-list" title={t('creditNotes.fees.empty')} />
        ) : (
          <DataTable compact className="credit-note-fees">
            <thead>
              <tr>
                <Th>{t('creditNotes.fees.orderNumber')}</Th>
                <Th>{t('creditNotes.fees.orderDate')}</Th>
                <Th>{t('creditNotes.fees.patient')}</Th>
                <Th>{t('creditNotes.fees.partnershipModel')}</Th>
                <Th numeric>{t('creditNotes.fees.amount')}</Th>
                <Th>{t('creditNotes.fees.status')}</Th>
              </tr>
            </thead>
            <tbody>
              {consultingFees.map((fee) => (
                <tr key={fee.id}>
                  <Td>{fee.order.order_number}</Td>
                  <Td>{formatDate(fee.order.created_at)}</Td>
                  <Td>{`${fee.order.patient.first_name} ${fee.order.patient.last_name}`}</Td>
                  <Td>{fee.order.partnershipModel?.name ?? '–'}</Td>
                  <Td numeric>{formatEuro(fee.amount)}</Td>
                  <Td>
                    <StatusTag kind="consultingFee" value={fee.status} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Td>
    </tr>
  );
}
