import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type PatientPlan } from './patientPlanApi';

/** When the next 90 days are made, or in words why not yet (plan page and home). */
export function NextProduction({
  plan,
}: {
  plan: Pick<PatientPlan, 'status' | 'nextProductionDate' | 'nextProductionNote' | 'resumeAt'>;
}) {
  const { t } = useTranslation();
  if (plan.status === 'canceled') return <>{t('patientOrders.plan.canceled')}</>;
  if (plan.nextProductionNote === 'paused')
    return (
      <>
        {plan.resumeAt
          ? t('patientOrders.plan.paused', { date: formatDate(plan.resumeAt) })
          : t('patientOrders.plan.pausedNoDate')}
      </>
    );
  if (plan.nextProductionNote === 'afterAnalysis') return <>{t('patientOrders.plan.afterAnalysis')}</>;
  if (plan.nextProductionNote === 'review') return <>{t('patientOrders.plan.review')}</>;
  return <>{plan.nextProductionDate ? formatDate(plan.nextProductionDate) : ''}</>;
}
