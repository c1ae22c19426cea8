import {
  AnchorButton,
  Button,
  Callout,
  Card,
  H2,
  H4,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { formatDate, formatDateTime } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { BloodEntryForm } from '../../blood-analysis/entry/BloodEntryForm';
import { type BloodUploadWorkPageQuery } from './__generated__/BloodUploadWorkPageQuery.graphql';
import { RejectUploadDialog } from './RejectUploadDialog';
import './bloodUploadQueue.css';
import { StatusTag } from '../../../../shared/status';

/** /admin/blood-uploads/:uploadId: the file beside the entry form; enter its values or reject it. */
export function BloodUploadWorkPage() {
  const { t } = useTranslation();
  const { uploadId = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="blood-upload-queue">
      <Link to="/admin/blood-uploads">{t('bloodUploads.queue.back')}</Link>
      <QueryErrorBoundary
        title={t('bloodUploads.queue.loadFailed')}
        retryText={t('bloodUploads.queue.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <UploadWork uploadId={uploadId} fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

function UploadWork({ uploadId, fetchKey }: { uploadId: string; fetchKey: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const { adminBloodUpload: upload } = useLazyLoadQuery<BloodUploadWorkPageQuery>(
    graphql`
      query BloodUploadWorkPageQuery($id: ID!) {
        adminBloodUpload(id: $id) {
          id
          file_name
          content_type
          state
          created_at
          processed_at
          dueAt
          isOverdue
          rejection_reason
          practiceName
          patient {
            id
            accounting_code
            first_name
            last_name
          }
        }
      }
    `,
    { id: uploadId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  if (!upload) return <NonIdealState icon="search" title={t('bloodUploads.queue.notFound')} />;
  const fileUrl = `/api/blood-uploads/${encodeURIComponent(upload.id)}/file`;
  const backToQueue = () => navigate('/admin/blood-uploads');
  return (
    <>
      <div className="page-header">
        <H2>
          {upload.patient.first_name} {upload.patient.last_name} ({upload.patient.accounting_code})
        </H2>
      </div>
      <div className="blood-upload-facts">
        <span>
          {t('bloodUploads.queue.practice')}: {upload.practiceName ?? '–'}
        </span>
        <span>
          {t('bloodUploads.queue.uploadedAt')}: {formatDateTime(String(upload.created_at))}
        </span>
        <span>
          {t('bloodUploads.queue.dueAt')}: {formatDateTime(String(upload.dueAt))}
          {upload.isOverdue && (
            <Tag intent={Intent.DANGER} className="blood-upload-overdue-tag">
              {t('bloodUploads.queue.overdue')}
            </Tag>
          )}
        </span>
        <StatusTag kind="bloodUpload" value={upload.state} />
      </div>
      <div className="blood-upload-work">
        <div>
          {upload.content_type === 'application/pdf' ? (
            <iframe
              className="blood-upload-file-frame"
              src={`${fileUrl}?inline=1`}
              title={t('bloodUploads.queue.fileTitle', { name: upload.file_name })}
            />
          ) : (
            <img
              className="blood-upload-file-image"
              src={`${fileUrl}?inline=1`}
              alt={t('bloodUploads.queue.fileTitle', { name: upload.file_name })}
            />
          )}
          <AnchorButton small icon="download" href={fileUrl} text={t('bloodUploads.queue.download')} />
        </div>
        <Card compact className="blood-upload-entry">
          <H4>{t('bloodUploads.queue.entryTitle')}</H4>
          {upload.state === 'Received' ? (
            <>
              <p>{t('bloodUploads.queue.entryHint')}</p>
              <BloodEntryForm
                patientId={upload.patient.id}
                fetchKey={fetchKey}
                upload={{ id: upload.id, date: formatDate(String(upload.created_at)) }}
                onClose={backToQueue}
                onSaved={() => undefined}
              />
              <Button
                intent={Intent.DANGER}
                variant="outlined"
                icon="disable"
                text={t('bloodUploads.queue.reject')}
                onClick={() => setRejecting(true)}
              />
            </>
          ) : (
            <Callout intent={upload.state === 'Rejected' ? Intent.WARNING : Intent.SUCCESS}>
              <p>{t('bloodUploads.queue.handled')}</p>
              {upload.processed_at && (
                <p>{t('bloodUploads.handledAt', { date: formatDateTime(String(upload.processed_at)) })}</p>
              )}
              {upload.rejection_reason && (
                <p>{t('bloodUploads.rejectedBecause', { reason: upload.rejection_reason })}</p>
              )}
            </Callout>
          )}
        </Card>
      </div>
      {rejecting && (
        <RejectUploadDialog
          uploadId={upload.id}
          onClose={() => setRejecting(false)}
          onRejected={backToQueue}
        />
      )}
    </>
  );
}
