import { Callout, DialogBody, Intent } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { openFeesOf } from './openFees';
import { type OpenFeesPreviewQuery } from './__generated__/OpenFeesPreviewQuery.graphql';
import { DataTable, Td, Th } from '../../../shared/table';

// A credit note collects every open fee; the spec's doctor picker cap bounds this preview too.
const OPEN_FEES_SHOWN = 1000;

interface Props {
  doctorId: string;
  fetchKey: number;
  /** Told the sum of the open fees, so the dialog can allow generating. */
  children: (openAmount: number) => ReactNode;
}

/** The fees a new credit note for the doctor would collect: unpaid and on no credit note yet. */
export function OpenFeesPreview({ doctorId, fetchKey, children }: Props) {
  const { t } = useTranslation();
  const { consultingFees } = useLazyLoadQuery<OpenFeesPreviewQuery>(
    graphql`
      query OpenFeesPreviewQuery($doctorId: ID!, $first: Int!) {
        consultingFees(doctorId: $doctorId, status: Unpaid, first: $first) {
          data {
            id
            amount
            # eslint-disable-next-line relay/unused-fields -- read by openFeesOf
            isEditable
            order {
              order_number
              created_at
              patient {
                first_name
                last_name
              }
            }
          }
        }
      }
    `,
    { doctorId, first: OPEN_FEES_SHOWN },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const { fees, amount } = openFeesOf(consultingFees.data);
  return (
    <>
      {/* The overlay scrolls a long list with the dialog's buttons in it: a scrolling body without anything to
          focus would be out of the keyboard's reach (axe: scrollable-region-focusable). */}
      <DialogBody className="credit-note-open-fees-body" useOverflowScrollContainer={false}>
        {fees.length === 0 ? (
          <Callout intent={Intent.WARNING} compact>
            {t('creditNotes.generate.noOpenFees')}
          </Callout>
        ) : (
          <>
            <p>
              <strong>{t('creditNotes.generate.openAmount', { amount: formatEuro(amount) })}</strong>
            </p>
            <DataTable compact className="credit-note-open-fees">
              <thead>
                <tr>
                  <Th>{t('creditNotes.fees.orderNumber')}</Th>
                  <Th>{t('creditNotes.fees.orderDate')}</Th>
                  <Th>{t('creditNotes.fees.patient')}</Th>
                  <Th numeric>{t('creditNotes.fees.amount')}</Th>
                </tr>
              </thead>
              <tbody>
                {fees.map((fee) => (
                  <tr key={fee.id}>
                    <Td>{fee.order.order_number}</Td>
                    <Td>{formatDate(fee.order.created_at)}</Td>
                    <Td>{`${fee.order.patient.first_name} ${fee.order.patient.last_name}`}</Td>
                    <Td numeric>{formatEuro(fee.amount)}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )}
      </DialogBody>
      {children(amount)}
    </>
  );
}
