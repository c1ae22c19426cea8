import './financial.css';
import { Classes, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCardSkeleton } from '../../shared/charts/ChartCard';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { PracticeCreditNotes } from '../credit-notes/practice/PracticeCreditNotes';
import { SelfBillingAgreementCard } from '../credit-notes/practice/SelfBillingAgreementCard';
import { useUrlSearchText } from '../orders/list/useUrlSearchText';
import { SkeletonTable } from '../results/shared/SkeletonTable';
import { ConsultingFeesResults } from './ConsultingFeesResults';
import { feeColumns } from './ConsultingFeesTable';
import { FEES_SEARCH_DEBOUNCE_MS, type FeeStatus, feeStatuses } from './financialListParams';
import { FeesPerMonthCard } from './FeesPerMonthCard';
import { FinancialOverview, FinancialOverviewSkeleton } from './FinancialOverview';
import { useFinancialListParams } from './useFinancialListParams';

/**
 * /financial (Verrechnung): the bank-details banner, three statistics, the fees per month (chart), the self-billing agreement, the
 * practice's consulting fees (searchable, sortable, filtered by status and paged) and its Gutschriften. The order dialogs (`order_details`, `start_production`)
 * open over it from the shell.
 */
export function FinancialPage() {
  const { t } = useTranslation();
  const { params, change, writeSearch } = useFinancialListParams();
  const [searchText, setSearchText] = useUrlSearchText(params.search, writeSearch, FEES_SEARCH_DEBOUNCE_MS);
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  const errorBoundary = {
    title: t('financial.loadFailed'),
    retryText: t('financial.retry'),
    onRetry: refresh,
  };

  return (
    <section className="financial-page">
      <div className="page-header">
        <H2>{t('financial.title')}</H2>
      </div>
      <QueryErrorBoundary {...errorBoundary}>
        <Suspense fallback={<FinancialOverviewSkeleton />}>
          <FinancialOverview fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
      <QueryErrorBoundary {...errorBoundary}>
        <Suspense fallback={<ChartCardSkeleton title={t('financial.chart.title')} />}>
          <FeesPerMonthCard fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
      <QueryErrorBoundary {...errorBoundary}>
        <Suspense fallback={null}>
          <SelfBillingAgreementCard fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
      <div className="list-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          className={Classes.FILL}
          aria-label={t('financial.search')}
          placeholder={t('financial.search')}
          value={searchText}
          onValueChange={setSearchText}
        />
        <HTMLSelect
          aria-label={t('financial.statusFilter')}
          value={params.status ?? ''}
          options={[
            { value: '', label: t('financial.allStatuses') },
            ...feeStatuses.map((status) => ({ value: status, label: t(`financial.status.${status}`) })),
          ]}
          onChange={(event) => change({ status: (event.currentTarget.value || null) as FeeStatus | null })}
        />
      </div>
      <QueryErrorBoundary {...errorBoundary}>
        <Suspense
          fallback={<SkeletonTable className="financial-table" columns={feeColumns.map((c) => t(c.label))} />}
        >
          <ConsultingFeesResults params={params} fetchKey={fetchKey} onChange={change} />
        </Suspense>
      </QueryErrorBoundary>
      <QueryErrorBoundary {...errorBoundary}>
        <Suspense fallback={null}>
          <PracticeCreditNotes fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
