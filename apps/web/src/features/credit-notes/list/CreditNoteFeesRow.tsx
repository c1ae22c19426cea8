import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type CreditNoteFeesRow_creditNote$key } from './__generated__/CreditNoteFeesRow_creditNote.graphql';
import { StatusTag } from '../../../shared/status';

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
      <td colSpan={columns}>
        {consultingFees.length === 0 ? (
          <NonIdealState icon="th-list" title={t('creditNotes.fees.empty')} />
        ) : (
          <HTMLTable compact className="credit-note-fees">
            <thead>
              <tr>
                <th>{t('creditNotes.fees.orderNumber')}</th>
                <th>{t('creditNotes.fees.orderDate')}</th>
                <th>{t('creditNotes.fees.patient')}</th>
                <th>{t('creditNotes.fees.partnershipModel')}</th>
                <th className="money">{t('creditNotes.fees.amount')}</th>
                <th>{t('creditNotes.fees.status')}</th>
              </tr>
            </thead>
            <tbody>
              {consultingFees.map((fee) => (
                <tr key={fee.id}>
                  <td>{fee.order.order_number}</td>
                  <td>{formatDate(fee.order.created_at)}</td>
                  <td>{`${fee.order.patient.first_name} ${fee.order.patient.last_name}`}</td>
                  <td>{fee.order.partnershipModel?.name ?? '–'}</td>
                  <td className="money">{formatEuro(fee.amount)}</td>
                  <td>
                    <StatusTag kind="consultingFee" value={fee.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </td>
    </tr>
  );
}
