import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import {
  type BloodUploadsCardQuery,
  type BloodUploadState,
} from './__generated__/BloodUploadsCardQuery.graphql';
import { StatusTag } from '../../../../shared/status';

interface Props {
  patientId: string;
  fetchKey: number;
}

const oneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** Bytes as kB below a megabyte, else MB ('12 kB', '1,5 MB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${oneDecimal.format(Math.max(bytes / 1024, 0.1))} kB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

/** When the values are expected, when the team handled the file, and why it could not use it. */
function stateNote(
  t: TFunction,
  upload: {
    state: BloodUploadState;
    dueAt: string;
    processed_at: string | null | undefined;
    rejection_reason: string | null | undefined;
  },
): string {
  if (upload.state === 'Received')
    return t('bloodUploads.expectedBy', { date: formatDateTime(upload.dueAt) });
  const handled = upload.processed_at
    ? t('bloodUploads.handledAt', { date: formatDateTime(upload.processed_at) })
    : '';
  if (upload.state === 'Rejected' && upload.rejection_reason)
    return `${handled} · ${t('bloodUploads.rejectedBecause', { reason: upload.rejection_reason })}`;
  return handled;
}

/** The files sent to the service team, newest first (the server's order); nothing while there are none. */
export function BloodUploadsCard({ patientId, fetchKey }: Props) {
  const { t } = useTranslation();
  const { bloodUploads } = useLazyLoadQuery<BloodUploadsCardQuery>(
    graphql`
      query BloodUploadsCardQuery($patientId: ID!) {
        bloodUploads(patientId: $patientId) {
          id
          file_name
          created_at
          size
          state
          dueAt
          processed_at
          rejection_reason
        }
      }
    `,
    { patientId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  if (bloodUploads.length === 0) return null;
  return (
    <Card compact className="blood-uploads-card">
      <H4>{t('bloodResults.uploads.title')}</H4>
      <HTMLTable compact striped className="blood-uploads-table">
        <thead>
          <tr>
            <th>{t('bloodResults.uploads.file')}</th>
            <th>{t('bloodResults.uploads.uploadedAt')}</th>
            <th className="numeric">{t('bloodResults.uploads.size')}</th>
            <th>{t('bloodResults.uploads.state')}</th>
          </tr>
        </thead>
        <tbody>
          {bloodUploads.map((upload) => (
            <tr key={upload.id}>
              <td>{upload.file_name}</td>
              <td>{formatDateTime(String(upload.created_at))}</td>
              <td className="numeric">{formatFileSize(upload.size)}</td>
              <td>
                <StatusTag kind="bloodUpload" value={upload.state} />
                <div className="blood-upload-state-note">{stateNote(t, upload)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
