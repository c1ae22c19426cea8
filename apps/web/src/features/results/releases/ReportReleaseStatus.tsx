import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type ReportReleaseStatus_release$key } from './__generated__/ReportReleaseStatus_release.graphql';

/** "Freigegeben am … von … · vom Patienten zuletzt geöffnet am …" and the note of the current release. */
export function ReportReleaseStatus({ releaseRef }: { releaseRef: ReportReleaseStatus_release$key }) {
  const { t } = useTranslation();
  const release = useFragment(
    graphql`
      fragment ReportReleaseStatus_release on ReportRelease {
        released_at
        released_by
        note
        read_count
        last_read_at
      }
    `,
    releaseRef,
  );
  const date = formatDate(release.released_at as string);
  const released = release.released_by
    ? t('patientResults.release.releasedOn', { date, doctor: release.released_by })
    : t('patientResults.release.releasedOnNoDoctor', { date });
  const opened = release.last_read_at
    ? t('patientResults.release.lastOpened', {
        date: formatDate(release.last_read_at as string),
        count: release.read_count,
      })
    : t('patientResults.release.notOpened');
  return (
    <div>
      <p className="report-release-state">{`${released} · ${opened}`}</p>
      {release.note && (
        <p className="report-release-note">{t('patientResults.release.note', { note: release.note })}</p>
      )}
    </div>
  );
}
