import { Button, Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { useRestResource } from '../../../http/useRestResource';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../results/shared/BackLink';
import { ResultFileButton } from '../../results/shared/ResultFileButton';
import { ReportRows } from './ReportRows';
import { type ReleasedReport } from '@portal/shared-types';
import { releasedReport, reportPdfPath } from './resultsApi';
import './patientResults.css';

/** `/patient/results/:releaseId`: one released report in plain words, the doctor's note and the PDF. */
export function PatientReportPage() {
  const { t, i18n } = useTranslation();
  const { releaseId = '' } = useParams();
  const { state, reload } = useRestResource(
    () => releasedReport(releaseId, i18n.language),
    `${releaseId}:${i18n.language}`,
  );
  return (
    <section className="patient-results">
      <BackLink to="/results" text={t('patientResults.detail.back')} />
      {state.status === 'loading' && <Spinner className="page-spinner" />}
      {state.status === 'notFound' && (
        <NonIdealState
          icon="document"
          title={t('patientResults.detail.notFoundTitle')}
          description={t('patientResults.detail.notFoundText')}
        />
      )}
      {state.status === 'failed' && (
        <Callout intent={Intent.DANGER}>
          <p>{t('patientResults.list.loadFailed')}</p>
          <Button icon="refresh" text={t('patientResults.list.reload')} onClick={reload} />
        </Callout>
      )}
      {state.status === 'loaded' && <ReportView report={state.data} />}
    </section>
  );
}

function ReportView({ report }: { report: ReleasedReport }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(report.released_at);
  return (
    <article>
      <div className="patient-report-heading">
        <div>
          <H1 className="patient-page-title">{report.title}</H1>
          <p className="patient-results-meta">
            {report.doctor
              ? t('patientResults.list.releasedBy', { date, doctor: report.doctor })
              : t('patientResults.list.releasedOn', { date })}
          </p>
        </div>
        <ResultFileButton
          path={reportPdfPath(report.id, i18n.language)}
          fallbackName={`${report.kind}.pdf`}
          text={t('patientResults.detail.downloadPdf')}
        />
      </div>
      {report.note && (
        <Callout
          intent={Intent.PRIMARY}
          icon="comment"
          className="patient-report-callout"
          title={
            report.doctor
              ? t('patientResults.detail.noteTitle', { doctor: report.doctor })
              : t('patientResults.detail.noteTitleNoDoctor')
          }
        >
          <p className="patient-report-note">{report.note}</p>
        </Callout>
      )}
      {report.warning && (
        <Callout
          intent={Intent.WARNING}
          icon="warning-sign"
          className="patient-report-callout"
          title={t('patientResults.detail.warningTitle')}
        >
          {report.warning}
        </Callout>
      )}
      {report.intro && <p>{report.intro}</p>}
      <ReportRows report={report} />
    </article>
  );
}
