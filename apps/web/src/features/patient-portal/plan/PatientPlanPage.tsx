import { Button, Callout, Card, H2, H3, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/status';
import { toast } from '../../../shared/toast/toast';
import { useRestResource } from '../../../http/useRestResource';
import { type PatientPlan, patientPlan, type PlanChangeKind, withdrawPlanChange } from './patientPlanApi';
import { NextProduction } from './NextProduction';
import { PlanChangeRequestDialog } from './PlanChangeRequestDialog';
import './patientPlan.css';

/**
 * `/patient/plan` (issue 34, point 4): the plan's status, next production, price per 90 days, the recipe as the
 * doctor released it, and the request to pause or cancel that the doctor confirms.
 */
export function PatientPlanPage() {
  const { t } = useTranslation();
  const { state, reload } = useRestResource(patientPlan);
  return (
    <div className="patient-plan">
      <H2>{t('patientOrders.plan.title')}</H2>
      {state.status === 'loading' && <Spinner className="page-spinner" />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <Callout intent={Intent.DANGER}>
          <p>{t('patientOrders.plan.loadFailed')}</p>
          <Button icon="refresh" text={t('patientOrders.plan.retry')} onClick={reload} />
        </Callout>
      )}
      {state.status === 'loaded' && state.data === null && (
        <NonIdealState
          icon="heatmap"
          title={t('patientOrders.plan.noPlanTitle')}
          description={t('patientOrders.plan.noPlanText')}
        />
      )}
      {state.status === 'loaded' && state.data !== null && <PlanDetails plan={state.data} reload={reload} />}
    </div>
  );
}

function PlanDetails({ plan, reload }: { plan: PatientPlan; reload: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('patientOrders.plan.intro')}</p>
      <Card>
        <dl className="patient-portal-facts">
          <dt>{t('patientOrders.plan.status')}</dt>
          <dd>
            <StatusTag kind="subscription" value={plan.status} />
          </dd>
          <dt>{t('patientOrders.plan.startDate')}</dt>
          <dd>{formatDate(plan.startDate)}</dd>
          <dt>{t('patientOrders.plan.nextProduction')}</dt>
          <dd>
            <NextProduction plan={plan} />
          </dd>
          <dt>{t('patientOrders.plan.price')}</dt>
          <dd>
            {plan.pricePerPeriod === null
              ? t('patientOrders.plan.priceUnknown')
              : t('patientOrders.plan.pricePer', { price: formatEuro(plan.pricePerPeriod) })}
          </dd>
        </dl>
      </Card>
      <Recipe recipe={plan.recipe} />
      <ChangeRequest plan={plan} reload={reload} />
    </>
  );
}

function Recipe({ recipe }: { recipe: PatientPlan['recipe'] }) {
  const { t } = useTranslation();
  return (
    <section className="patient-plan-section" aria-labelledby="patient-plan-recipe">
      <H3 id="patient-plan-recipe">{t('patientOrders.plan.recipe.title')}</H3>
      {recipe === null ? (
        <NonIdealState
          icon="lab-test"
          title={t('patientOrders.plan.recipe.none')}
          description={t('patientOrders.plan.recipe.noneHint')}
        />
      ) : (
        <>
          <p>{t('patientOrders.plan.recipe.intro', { date: formatDate(recipe.releasedAt) })}</p>
          <HTMLTable striped className="patient-plan-recipe">
            <thead>
              <tr>
                <th scope="col">{t('patientOrders.plan.recipe.nutrient')}</th>
                <th scope="col">{t('patientOrders.plan.recipe.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {recipe.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    {row.name}
                    {row.description && (
                      <div className="patient-plan-recipe-description bp6-text-muted">{row.description}</div>
                    )}
                  </th>
                  <td>{`${row.amount.toLocaleString('de-DE')} ${row.unit}`}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {recipe.note && (
            <Callout className="patient-plan-note" title={t('patientOrders.plan.recipe.note')}>
              {recipe.note}
            </Callout>
          )}
          <p className="patient-plan-footer">{t('patientOrders.plan.recipe.footer')}</p>
        </>
      )}
    </section>
  );
}

function ChangeRequest({ plan, reload }: { plan: PatientPlan; reload: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<PlanChangeKind | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const open = plan.openRequest;
  const withdraw = async (id: string) => {
    setWithdrawing(true);
    try {
      await withdrawPlanChange(id);
      toast.success(t('patientOrders.plan.change.withdrawn'));
      reload();
    } catch {
      // The network layer has told the user.
    } finally {
      setWithdrawing(false);
    }
  };
  return (
    <section className="patient-plan-section" aria-labelledby="patient-plan-change">
      <H3 id="patient-plan-change">{t('patientOrders.plan.change.title')}</H3>
      {open ? (
        <Callout intent={Intent.WARNING} className="patient-plan-open-request">
          <p>{t(`patientOrders.plan.change.open.${open.kind}`, { date: formatDate(open.requestedAt) })}</p>
          {open.message && (
            <p>
              <strong>{t('patientOrders.plan.change.yourMessage')}:</strong> {open.message}
            </p>
          )}
          <p>{t('patientOrders.plan.change.waiting')}</p>
          <Button
            icon="undo"
            loading={withdrawing}
            text={t('patientOrders.plan.change.withdraw')}
            onClick={() => void withdraw(open.id)}
          />
        </Callout>
      ) : plan.mayRequest.length === 0 ? (
        <p>{t('patientOrders.plan.change.nothingPossible')}</p>
      ) : (
        <>
          <p>{t('patientOrders.plan.change.intro')}</p>
          <div className="patient-plan-change-buttons">
            {plan.mayRequest.includes('pause') && (
              <Button
                size="large"
                icon="pause"
                text={t('patientOrders.plan.change.requestPause')}
                onClick={() => setAsking('pause')}
              />
            )}
            {plan.mayRequest.includes('cancel') && (
              <Button
                size="large"
                icon="stop"
                variant="outlined"
                intent={Intent.DANGER}
                text={t('patientOrders.plan.change.requestCancel')}
                onClick={() => setAsking('cancel')}
              />
            )}
          </div>
        </>
      )}
      {asking && (
        <PlanChangeRequestDialog
          kind={asking}
          onClose={() => setAsking(null)}
          onSent={() => {
            setAsking(null);
            toast.success(t('patientOrders.plan.change.sent'));
            reload();
          }}
        />
      )}
    </section>
  );
}
