import { Alert, Button, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { ReasonDialog } from '../../../../shared/dialogs/ReasonDialog';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../../shared/toast/toast';
import { type QuarantinedLabReportsPageAttachMutation } from './__generated__/QuarantinedLabReportsPageAttachMutation.graphql';
import { type QuarantinedLabReportsPageDiscardMutation } from './__generated__/QuarantinedLabReportsPageDiscardMutation.graphql';
import {
  type QuarantinedLabReportsPageQuery,
  type QuarantinedLabReportsPageQuery$data,
} from './__generated__/QuarantinedLabReportsPageQuery.graphql';
import { DataTable, Td, Th } from '../../../../shared/table';

type Report = QuarantinedLabReportsPageQuery$data['quarantinedLabReports'][number];

const query = graphql`
  query QuarantinedLabReportsPageQuery {
    quarantinedLabReports(state: pending) {
      id
      order_number
      patient_name
      part_type
      part_status
      received_at
      blood {
        code
        value
        unit
      }
      genotypes {
        gene
        rsId
        genotype
      }
    }
  }
`;

const attachMutation = graphql`
  mutation QuarantinedLabReportsPageAttachMutation($id: ID!) {
    attachQuarantinedLabReport(id: $id) {
      id
      state
    }
  }
`;

const discardMutation = graphql`
  mutation QuarantinedLabReportsPageDiscardMutation($id: ID!, $reason: String!) {
    discardQuarantinedLabReport(id: $id, reason: $reason) {
      id
      state
    }
  }
`;

/**
 * /admin/orders/lab-reports: lab reports that arrived for a cancelled or recalled order part, kept out of the
 * patient's record; the admin attaches one (the values go into the record) or discards it with a reason.
 */
export function QuarantinedLabReportsPage() {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  return (
    <section className="admin-orders-page">
      <div className="page-header">
        <H2>{t('adminOrders.quarantine.title')}</H2>
      </div>
      <p>{t('adminOrders.quarantine.intro')}</p>
      <QueryErrorBoundary
        title={t('adminOrders.quarantine.loadFailed')}
        retryText={t('adminOrders.retry')}
        onRetry={refresh}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <QuarantinedLabReports fetchKey={fetchKey} onChanged={refresh} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

function QuarantinedLabReports({ fetchKey, onChanged }: { fetchKey: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<QuarantinedLabReportsPageQuery>(
    query,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [attach, attaching] = usePromiseMutation<QuarantinedLabReportsPageAttachMutation>(attachMutation);
  const [toAttach, setToAttach] = useState<Report | null>(null);
  const [toDiscard, setToDiscard] = useState<Report | null>(null);
  const reports = data.quarantinedLabReports;
  if (!reports.length) return <NonIdealState icon="tick-circle" title={t('adminOrders.quarantine.empty')} />;
  return (
    <>
      <DataTable striped className="admin-orders-table" aria-label={t('adminOrders.quarantine.title')}>
        <thead>
          <tr>
            <Th>{t('adminOrders.quarantine.received')}</Th>
            <Th>{t('adminOrders.quarantine.order')}</Th>
            <Th>{t('adminOrders.quarantine.patient')}</Th>
            <Th>{t('adminOrders.quarantine.part')}</Th>
            <Th>{t('adminOrders.quarantine.statusAtArrival')}</Th>
            <Th>{t('adminOrders.quarantine.values')}</Th>
            <Th>{t('adminOrders.quarantine.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <Td>{formatDateTime(String(report.received_at))}</Td>
              <Td>{report.order_number ?? '–'}</Td>
              <Td>{report.patient_name}</Td>
              <Td>{t(`adminOrders.quarantine.parts.${report.part_type}`, report.part_type)}</Td>
              <Td>{t(`adminOrders.quarantine.statuses.${report.part_status}`, report.part_status)}</Td>
              <Td title={valuesText(report)}>
                {report.blood.length > 0 &&
                  t('adminOrders.quarantine.bloodCount', { count: report.blood.length })}
                {report.blood.length > 0 && report.genotypes.length > 0 && ', '}
                {report.genotypes.length > 0 &&
                  t('adminOrders.quarantine.genotypeCount', { count: report.genotypes.length })}
              </Td>
              <Td>
                <Button
                  small
                  intent={Intent.PRIMARY}
                  text={t('adminOrders.quarantine.attach')}
                  onClick={() => setToAttach(report)}
                />{' '}
                <Button
                  small
                  intent={Intent.DANGER}
                  text={t('adminOrders.quarantine.discard')}
                  onClick={() => setToDiscard(report)}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Alert
        isOpen={toAttach !== null}
        intent={Intent.PRIMARY}
        confirmButtonText={t('adminOrders.quarantine.attach')}
        cancelButtonText={t('adminOrders.quarantine.cancel')}
        loading={attaching}
        onCancel={() => setToAttach(null)}
        onConfirm={async () => {
          if (!toAttach) return;
          try {
            await attach({ id: toAttach.id });
            toast.success(t('adminOrders.quarantine.attached'));
            onChanged();
          } catch {
            // The network layer has shown the server's message.
          }
          setToAttach(null);
        }}
      >
        <p>{t('adminOrders.quarantine.attachConfirm')}</p>
        <p>{toAttach && valuesText(toAttach)}</p>
      </Alert>
      {toDiscard && (
        <DiscardDialog
          report={toDiscard}
          onClose={() => setToDiscard(null)}
          onDiscarded={() => {
            setToDiscard(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}

function DiscardDialog({
  report,
  onClose,
  onDiscarded,
}: {
  report: Report;
  onClose: () => void;
  onDiscarded: () => void;
}) {
  const { t } = useTranslation();
  const [discard, discarding] = usePromiseMutation<QuarantinedLabReportsPageDiscardMutation>(discardMutation);
  return (
    <ReasonDialog
      title={t('adminOrders.quarantine.discardTitle')}
      label={t('adminOrders.quarantine.reason')}
      hint={t('adminOrders.quarantine.reasonHint')}
      confirmText={t('adminOrders.quarantine.discard')}
      cancelText={t('adminOrders.quarantine.cancel')}
      busy={discarding}
      onClose={onClose}
      onSubmit={async (reason) => {
        await discard({ id: report.id, reason });
        toast.success(t('adminOrders.quarantine.discarded'));
        onDiscarded();
      }}
    >
      <p>{valuesText(report)}</p>
    </ReasonDialog>
  );
}

/** The report's values as the lab sent them, in one line. */
function valuesText(report: Report): string {
  return [
    ...report.blood.map((value) => `${value.code} ${value.value} ${value.unit}`),
    ...report.genotypes.map((value) => `${value.gene} ${value.rsId} ${value.genotype}`),
  ].join('; ');
}
