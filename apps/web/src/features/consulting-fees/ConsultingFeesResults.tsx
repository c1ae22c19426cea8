import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../patients/list/PatientsPager';
import { type ConsultingFeesResultsQuery } from './__generated__/ConsultingFeesResultsQuery.graphql';
import { ConsultingFeesTable } from './ConsultingFeesTable';
import { type FinancialListParams, feesQueryVariables } from './financialListParams';

interface Props {
  params: FinancialListParams;
  fetchKey: number;
  onChange: (change: Partial<FinancialListParams>) => void;
}

/** A page of the `consultingFees` list with its pager, or the empty state. */
export function ConsultingFeesResults({ params, fetchKey, onChange }: Props) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<ConsultingFeesResultsQuery>(
    graphql`
      query ConsultingFeesResultsQuery(
        $first: Int!
        $page: Int!
        $search: String
        $status: ConsultingFeeStatus
        $orderBy: [ConsultingFeesOrderByClause!]
      ) {
        consultingFees(first: $first, page: $page, search: $search, status: $status, orderBy: $orderBy) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          ...ConsultingFeesTable_fees
        }
      }
    `,
    feesQueryVariables(params),
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage, totalIsLowerBound } = data.consultingFees.paginatorInfo;
  if (total === 0) {
    if (params.search.trim() !== '') return <NonIdealState icon="search" title={t('financial.notFound')} />;
    if (params.status !== null) return <NonIdealState icon="filter" title={t('financial.emptyFiltered')} />;
    return <NonIdealState icon="euro" title={t('financial.empty')} description={t('financial.emptyHint')} />;
  }
  return (
    <>
      <ConsultingFeesTable
        feesRef={data.consultingFees}
        orderBy={params.orderBy}
        onSort={(orderBy) => onChange({ orderBy })}
      />
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="financial.pageOf"
        onChange={(change) =>
          onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
        }
      />
    </>
  );
}
