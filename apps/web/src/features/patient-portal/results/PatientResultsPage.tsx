import {
  AnchorButton,
  Button,
  Callout,
  Card,
  H1,
  H2,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { useRestResource } from '../../../http/useRestResource';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { type ReleasedReportSummary } from '@portal/shared-types';
import { releasedReports } from './resultsApi';
import './patientResults.css';

const NOTE_EXCERPT = 160;

const excerpt = (note: string) =>
  note.length > NOTE_EXCERPT ? `${note.slice(0, NOTE_EXCERPT).trimEnd()} …` : note;

/** `/patient/results`: the reports the doctor released, one card each, newest first. */
export function PatientResultsPage() {
  const { t, i18n } = useTranslation();
  const { state, reload } = useRestResource(() => releasedReports(i18n.language), i18n.language);
  return (
    <section className="patient-results">
      <H1 className="patient-page-title">{t('patientResults.list.title')}</H1>
      <p>{t('patientResults.list.intro')}</p>
      {state.status === 'loading' && (
        <Spinner className="page-spinner" aria-label={t('patientResults.list.title')} />
      )}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <Callout intent={Intent.DANGER}>
          <p>{t('patientResults.list.loadFailed')}</p>
          <Button icon="refresh" text={t('patientResults.list.reload')} onClick={reload} />
        </Callout>
      )}
      {state.status === 'loaded' && state.data.length === 0 && (
        <NonIdealState
          icon="document"
          title={t('patientResults.list.emptyTitle')}
          description={t('patientResults.list.emptyText')}
        />
      )}
      {state.status === 'loaded' && state.data.length > 0 && (
        <ul className="patient-results-list">
          {state.data.map((release) => (
            <li key={release.id}>
              <ReleaseCard release={release} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReleaseCard({ release }: { release: ReleasedReportSummary }) {
  const { t } = useTranslation();
  const link = useInternalLink(`/results/${release.id}`);
  const date = formatDate(release.released_at);
  return (
    <Card className="patient-results-card">
      <div>
        <H2>{release.title}</H2>
        <p className="patient-results-meta">
          {release.doctor
            ? t('patientResults.list.releasedBy', { date, doctor: release.doctor })
            : t('patientResults.list.releasedOn', { date })}
        </p>
        {release.note && <p className="patient-results-note">{excerpt(release.note)}</p>}
      </div>
      <AnchorButton
        role="link"
        size="large"
        intent={Intent.PRIMARY}
        icon="eye-open"
        text={t('patientResults.list.view')}
        aria-label={t('patientResults.list.viewLabel', { report: release.title })}
        {...link}
      />
    </Card>
  );
}
