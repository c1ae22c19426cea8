import { Alert, Button, Card, H5, Intent, Spinner, Tag } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../shared/toast/toast';
import { type ReportKind, type ReportReleaseCardQuery } from './__generated__/ReportReleaseCardQuery.graphql';
import { kindKey, ReleaseReportDialog } from './ReleaseReportDialog';
import { ReportReleaseStatus } from './ReportReleaseStatus';
import { useWithdrawReportReleaseMutation } from './useWithdrawReportReleaseMutation';
import './reportRelease.css';

interface Props {
  patientId: string;
  kind: ReportKind;
}

/**
 * "Für Patient/-in freigeben" on a result screen of the patient's profile (blood, DNA, medication,
 * micronutrients): whether the report is released and read, release with a note, withdraw with a confirmation.
 */
export function ReportReleaseCard({ patientId, kind }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const refetch = () => setFetchKey((key) => key + 1);
  return (
    <Card className="report-release-card" compact>
      <H5>{t('patientResults.release.title')}</H5>
      <QueryErrorBoundary
        title={t('patientResults.release.loadFailed')}
        retryText={t('patientResults.list.reload')}
        onRetry={refetch}
      >
        <Suspense fallback={<Spinner size={20} />}>
          <ReleaseState patientId={patientId} kind={kind} fetchKey={fetchKey} onChanged={refetch} />
        </Suspense>
      </QueryErrorBoundary>
    </Card>
  );
}

function ReleaseState({
  patientId,
  kind,
  fetchKey,
  onChanged,
}: Props & { fetchKey: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'release' | 'withdraw' | null>(null);
  const [withdraw, withdrawing] = useWithdrawReportReleaseMutation();
  const { reportReleases } = useLazyLoadQuery<ReportReleaseCardQuery>(
    graphql`
      query ReportReleaseCardQuery($patientId: ID!, $kind: ReportKind!) {
        reportReleases(patientId: $patientId, kind: $kind) {
          id
          withdrawn_at
          ...ReportReleaseStatus_release
        }
      }
    `,
    { patientId, kind },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const current = reportReleases.find((release) => release.withdrawn_at === null) ?? null;
  const confirmWithdraw = () => {
    if (!current) return;
    withdraw({ id: current.id }).then(
      () => {
        toast.success(t('patientResults.release.withdrawn'));
        setDialog(null);
        onChanged();
      },
      // The network layer has said what went wrong.
      () => setDialog(null),
    );
  };
  return (
    <div className="report-release-body">
      {current ? (
        <ReportReleaseStatus releaseRef={current} />
      ) : (
        <Tag minimal icon="eye-off" className="report-release-none">
          {t('patientResults.release.notReleased')}
        </Tag>
      )}
      <div className="report-release-actions">
        <Button
          icon="share"
          intent={current ? Intent.NONE : Intent.PRIMARY}
          text={t(current ? 'patientResults.release.releaseAgain' : 'patientResults.release.release')}
          onClick={() => setDialog('release')}
        />
        {current && (
          <Button
            icon="undo"
            variant="outlined"
            intent={Intent.DANGER}
            text={t('patientResults.release.withdraw')}
            onClick={() => setDialog('withdraw')}
          />
        )}
      </div>
      {dialog === 'release' && (
        <ReleaseReportDialog
          patientId={patientId}
          kind={kind}
          onClose={() => setDialog(null)}
          onReleased={() => {
            setDialog(null);
            onChanged();
          }}
        />
      )}
      <Alert
        isOpen={dialog === 'withdraw'}
        intent={Intent.DANGER}
        icon="undo"
        confirmButtonText={t('patientResults.release.confirmWithdraw')}
        cancelButtonText={t('patientResults.release.cancel')}
        loading={withdrawing}
        onConfirm={confirmWithdraw}
        onCancel={() => setDialog(null)}
      >
        <p>
          <strong>{t('patientResults.release.withdrawTitle')}</strong>
        </p>
        <p>{t('patientResults.release.withdrawText')}</p>
        <p>{t(`patientPortal.reportKinds.${kindKey(kind)}`)}</p>
      </Alert>
    </div>
  );
}
