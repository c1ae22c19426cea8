import { Button } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type TranslationKey } from '../../i18n/translationKey';
import { useOpenOrderDetails } from '../orders/list/OrderOptionsMenu';
import { type ConsultingFeesTable_fees$key } from './__generated__/ConsultingFeesTable_fees.graphql';
import { type FeeSortColumn, type FinancialListParams, toggleFeesSort } from './financialListParams';
import { StatusTag } from '../../shared/status';
import { DataTable, Td, Th } from '../../shared/table';

interface Column {
  label: TranslationKey;
  /** The server's sort column, where it sorts by this one. */
  sort?: FeeSortColumn;
  numeric?: boolean;
}

export const feeColumns: Column[] = [
  { label: 'financial.columns.orderNumber' },
  { label: 'financial.columns.orderDate' },
  { label: 'financial.columns.patient' },
  { label: 'financial.columns.amount', sort: 'AMOUNT', numeric: true },
  { label: 'financial.columns.status', sort: 'STATUS' },
  { label: 'financial.columns.paidAt', sort: 'PAID_AT' },
];

interface Props {
  feesRef: ConsultingFeesTable_fees$key;
  orderBy: FinancialListParams['orderBy'];
  onSort: (orderBy: FinancialListParams['orderBy']) => void;
}

/** A page of consulting fees; the order number opens the order's details. */
export function ConsultingFeesTable({ feesRef, orderBy, onSort }: Props) {
  const { t } = useTranslation();
  const openDetails = useOpenOrderDetails();
  const { data } = useFragment(
    graphql`
      fragment ConsultingFeesTable_fees on ConsultingFeePaginator {
        data {
          id
          amount
          status
          paid_at
          order {
            id
            order_number
            created_at
            patient {
              first_name
              last_name
            }
          }
        }
      }
    `,
    feesRef,
  );

  const header = ({ label, sort, numeric }: Column) => {
    if (sort === undefined)
      return (
        <Th key={label} numeric={numeric}>
          {t(label)}
        </Th>
      );
    const active = orderBy.column === sort;
    return (
      <Th
        key={label}
        numeric={numeric}
        aria-sort={active ? (orderBy.order === 'ASC' ? 'ascending' : 'descending') : undefined}
      >
        <Button
          variant="minimal"
          endIcon={!active ? 'double-caret-vertical' : orderBy.order === 'ASC' ? 'caret-up' : 'caret-down'}
          text={t(label)}
          onClick={() => onSort(toggleFeesSort(orderBy, sort))}
        />
      </Th>
    );
  };

  return (
    <DataTable className="financial-table" striped>
      <thead>
        <tr>{feeColumns.map(header)}</tr>
      </thead>
      <tbody>
        {data.map((fee) => (
          <tr key={fee.id}>
            <Td>
              <Button
                variant="minimal"
                intent="primary"
                text={fee.order.order_number}
                aria-label={t('financial.openOrder', { orderNumber: fee.order.order_number })}
                onClick={() => openDetails(fee.order.id)}
              />
            </Td>
            <Td>{formatDate(fee.order.created_at)}</Td>
            <Td>{`${fee.order.patient.first_name} ${fee.order.patient.last_name}`}</Td>
            <Td numeric>{formatEuro(fee.amount)}</Td>
            <Td>
              <StatusTag kind="consultingFee" value={fee.status} />
            </Td>
            <Td>{fee.paid_at ? formatDate(fee.paid_at) : '–'}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
