import { AnchorButton, Button, Callout, H3, Intent, ProgressBar, Spinner } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '@portal/shared-types';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestError } from '../../http/rest';
import {
  latestPatientDataExport,
  type PatientDataExport,
  patientDataExportUrl,
  requestPatientDataExport,
} from './patientDataApi';
import { reportFailure } from './reportFailure';

/** How often the page asks for the progress while the worker prepares the export. */
export const EXPORT_POLL_MS = 1500;

type State =
  { status: 'loading' } | { status: 'loaded'; latest: PatientDataExport | null } | { status: 'failed' };

const preparing = (latest: PatientDataExport | null) =>
  latest?.status === 'queued' || latest?.status === 'running';

/** „Meine Daten": the data export of DSGVO Art. 15 and 20, prepared by the worker with its progress. */
export function PatientDataExportSection() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const load = useCallback(() => {
    latestPatientDataExport().then(
      (latest) => setState({ status: 'loaded', latest }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);
  const latest = state.status === 'loaded' ? state.latest : null;
  useEffect(() => {
    if (!preparing(latest)) return;
    const timer = setTimeout(load, EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [latest, load]);

  const request = async () => {
    setRequesting(true);
    setRefusal(null);
    try {
      setState({
        status: 'loaded',
        latest: await requestPatientDataExport(i18n.language === 'en' ? 'en' : 'de'),
      });
    } catch (error) {
      if (error instanceof RestError && (error.status === 409 || error.status === 429))
        setRefusal(error.failures[0]?.message ?? null);
      else reportFailure(error);
    } finally {
      setRequesting(false);
    }
  };

  const requestButton = (
    <Button
      icon="export"
      intent={latest ? Intent.NONE : Intent.PRIMARY}
      loading={requesting}
      text={latest ? t('patientData.export.requestAgain') : t('patientData.export.request')}
      onClick={() => void request()}
    />
  );

  return (
    <section className="account-section" aria-labelledby="patient-data-heading">
      <H3 id="patient-data-heading">{t('patientData.export.heading')}</H3>
      <p>{t('patientData.export.intro')}</p>
      <p>{t('patientData.export.contents')}</p>
      {state.status === 'loading' && <Spinner className="page-spinner" />}
      {state.status === 'failed' && (
        <Callout intent={Intent.DANGER}>
          <p>{t('patientData.export.loadFailed')}</p>
          <Button icon="refresh" text={t('patientData.consents.reload')} onClick={load} />
        </Callout>
      )}
      {state.status === 'loaded' && (
        <div className="patient-data-export">
          {latest && preparing(latest) && <ExportProgress progress={latest.progress} />}
          {latest?.status === 'ready' && <ExportReady latest={latest} />}
          {latest?.status === 'failed' && (
            <Callout intent={Intent.DANGER}>{t('patientData.export.failed')}</Callout>
          )}
          {refusal && <Callout intent={Intent.WARNING}>{refusal}</Callout>}
          {!preparing(latest) && requestButton}
        </div>
      )}
    </section>
  );
}

function ExportProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <div>
      {/* Announced once; the percent is read from the progress bar, not every 1.5 s. */}
      <p role="status">{t('patientData.export.preparing')}</p>
      <div className="patient-data-progress">
        <ProgressBar
          intent={Intent.PRIMARY}
          value={progress / 100}
          aria-label={t('patientData.export.progressLabel')}
        />
        <span>{t('patientData.export.percent', { percent: progress })}</span>
      </div>
    </div>
  );
}

function ExportReady({ latest }: { latest: PatientDataExport }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.SUCCESS}>
      <p>{t('patientData.export.ready', { date: formatDateTime(latest.ready_at ?? latest.created_at) })}</p>
      <p>{t('patientData.export.expires', { date: formatDate(latest.expires_at) })}</p>
      <div className="account-buttons patient-data-downloads">
        <AnchorButton
          icon="download"
          intent={Intent.PRIMARY}
          href={patientDataExportUrl(latest.id, 'json')}
          download
          text={t('patientData.export.downloadJson')}
        />
        <AnchorButton
          icon="download"
          intent={Intent.PRIMARY}
          href={patientDataExportUrl(latest.id, 'pdf')}
          download
          text={t('patientData.export.downloadPdf')}
        />
      </div>
    </Callout>
  );
}
