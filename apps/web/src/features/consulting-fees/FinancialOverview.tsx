import { Callout, Card, Classes, H3, Intent } from '@blueprintjs/core';
import { formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { type TranslationKey } from '../../i18n/translationKey';
import { type FinancialOverviewQuery } from './__generated__/FinancialOverviewQuery.graphql';

// Where the practice's IBAN and account holder are edited: the office tab of the account settings.
export const billingDetailsPath = '/account/settings?form=office';

const statistics = ['totalEarned', 'totalEarnedThisMonth', 'openConsultingFees'] as const;
type Statistic = (typeof statistics)[number];
const statisticLabel = (name: Statistic): TranslationKey => `financial.statistics.${name}`;

/** Both are needed before a fee can be paid out; a practice without any counts as missing them. */
export const missesBankDetails = (details: { iban?: string | null; account_holder?: string | null } | null) =>
  !details?.iban?.trim() || !details.account_holder?.trim();

/** The bank-details banner and the three statistics of the financial page. */
export function FinancialOverview({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<FinancialOverviewQuery>(
    graphql`
      query FinancialOverviewQuery {
        financialStatistics {
          totalEarned
          totalEarnedThisMonth
          openConsultingFees
        }
        getBillingDetails {
          iban
          account_holder
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const stats = data.financialStatistics;
  return (
    <>
      {missesBankDetails(data.getBillingDetails ?? null) && (
        <Callout intent={Intent.WARNING} icon="bank-account" className="financial-banner">
          {t('validation.billingDetailsHint')}{' '}
          <Link to={billingDetailsPath}>{t('financial.billingDetailsLink')}</Link>
        </Callout>
      )}
      <StatisticCards
        values={{
          totalEarned: stats.totalEarned,
          totalEarnedThisMonth: stats.totalEarnedThisMonth,
          openConsultingFees: stats.openConsultingFees,
        }}
      />
    </>
  );
}

function StatisticCards({ values }: { values: Record<Statistic, number> | null }) {
  const { t } = useTranslation();
  return (
    <section className="financial-statistics" aria-label={t('financial.statistics.label')}>
      {statistics.map((name) => (
        <Card key={name} className="financial-statistic" role="group" aria-label={t(statisticLabel(name))}>
          <div className={Classes.TEXT_MUTED}>{t(statisticLabel(name))}</div>
          <H3 className={values === null ? Classes.SKELETON : undefined}>
            {values === null ? formatEuro(0) : formatEuro(values[name])}
          </H3>
        </Card>
      ))}
    </section>
  );
}

/** The cards' shape while the statistics load. */
export function FinancialOverviewSkeleton() {
  return <StatisticCards values={null} />;
}
