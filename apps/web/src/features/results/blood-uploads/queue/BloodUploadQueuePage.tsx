import {
  Classes,
  H2,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
  Tab,
  TabPanel,
  Tabs,
  Tag,
} from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { PatientsPager } from '../../../patients/list/PatientsPager';
import {
  type BloodUploadQueuePageQuery,
  type BloodUploadState,
} from './__generated__/BloodUploadQueuePageQuery.graphql';
import './bloodUploadQueue.css';

const STATES: BloodUploadState[] = ['Received', 'Processed', 'Rejected'];

/** `state` and `page` of the queue from the URL: a reload or a shared link shows the same list. */
function useQueueParams() {
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state') as BloodUploadState | null;
  const state: BloodUploadState = stateParam && STATES.includes(stateParam) ? stateParam : 'Received';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const first = Number(search.get('first')) || 25;
  const change = (next: { state?: BloodUploadState; page?: number; first?: number }) =>
    setSearch(
      {
        state: next.state ?? state,
        page: String(next.state || next.first ? 1 : (next.page ?? page)),
        first: String(next.first ?? first),
      },
      { replace: true },
    );
  return { state, page, first, change };
}

/**
 * /admin/blood-uploads: the service team's queue of files practices uploaded. Open ones oldest first, the
 * overdue ones (past the 48 hours promised) marked; each opens beside the entry form.
 */
export function BloodUploadQueuePage() {
  const { t } = useTranslation();
  const params = useQueueParams();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="blood-upload-queue">
      <div className="page-header">
        <H2>{t('bloodUploads.queue.title')}</H2>
      </div>
      <p>{t('bloodUploads.queue.intro')}</p>
      <Tabs
        id="blood-upload-states"
        aria-label={t('bloodUploads.queue.tabs')}
        selectedTabId={params.state}
        onChange={(state) => params.change({ state: state as BloodUploadState })}
      >
        {STATES.map((state) => (
          <Tab key={state} id={state} title={t(`bloodUploads.state.${state}`, { defaultValue: state })} />
        ))}
      </Tabs>
      {/* The tabs filter by state; the table is the selected tab's panel (aria-controls). */}
      <TabPanel
        parentId="blood-upload-states"
        id={params.state}
        selectedTabId={params.state}
        panel={
          <QueryErrorBoundary
            title={t('bloodUploads.queue.loadFailed')}
            retryText={t('bloodUploads.queue.retry')}
            onRetry={() => setFetchKey((key) => key + 1)}
          >
            <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
              <QueueTable {...params} fetchKey={fetchKey} />
            </Suspense>
          </QueryErrorBoundary>
        }
      />
    </section>
  );
}

function QueueTable({
  state,
  page,
  first,
  fetchKey,
  change,
}: ReturnType<typeof useQueueParams> & { fetchKey: number }) {
  const { t } = useTranslation();
  const { adminBloodUploads } = useLazyLoadQuery<BloodUploadQueuePageQuery>(
    graphql`
      query BloodUploadQueuePageQuery($state: BloodUploadState!, $first: Int!, $page: Int!) {
        adminBloodUploads(state: $state, first: $first, page: $page) {
          data {
            id
            file_name
            created_at
            processed_at
            dueAt
            isOverdue
            rejection_reason
            practiceName
            patient {
              accounting_code
              first_name
              last_name
            }
          }
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
        }
      }
    `,
    { state, first, page },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const open = state === 'Received';
  const { total, lastPage, totalIsLowerBound } = adminBloodUploads.paginatorInfo;
  if (total === 0)
    return (
      <NonIdealState
        icon={open ? 'tick-circle' : 'inbox'}
        title={t(open ? 'bloodUploads.queue.empty' : 'bloodUploads.queue.emptyHandled')}
      />
    );
  return (
    <>
      <HTMLTable striped className="blood-upload-queue-table" aria-label={t('bloodUploads.queue.title')}>
        <thead>
          <tr>
            <th>{t('bloodUploads.queue.uploadedAt')}</th>
            <th>{t(open ? 'bloodUploads.queue.dueAt' : 'bloodUploads.queue.handledAt')}</th>
            <th>{t('bloodUploads.queue.practice')}</th>
            <th>{t('bloodUploads.queue.patient')}</th>
            <th>{t('bloodUploads.queue.file')}</th>
            {state === 'Rejected' && <th>{t('bloodUploads.queue.reason')}</th>}
            <th>{t('bloodUploads.queue.open')}</th>
          </tr>
        </thead>
        <tbody>
          {adminBloodUploads.data.map((upload) => (
            <tr key={upload.id} className={upload.isOverdue ? 'blood-upload-overdue' : undefined}>
              <td>{formatDateTime(String(upload.created_at))}</td>
              <td>
                {open ? formatDateTime(String(upload.dueAt)) : formatDateTime(String(upload.processed_at))}
                {upload.isOverdue && (
                  <Tag intent={Intent.DANGER} className="blood-upload-overdue-tag">
                    {t('bloodUploads.queue.overdue')}
                  </Tag>
                )}
              </td>
              <td>{upload.practiceName ?? '–'}</td>
              <td>
                {upload.patient.first_name} {upload.patient.last_name}
                <div className="blood-upload-code">{upload.patient.accounting_code}</div>
              </td>
              <td>{upload.file_name}</td>
              {state === 'Rejected' && <td>{upload.rejection_reason}</td>}
              <td>
                <Link
                  className={`${Classes.BUTTON} ${Classes.SMALL}`}
                  to={`/admin/blood-uploads/${upload.id}`}
                >
                  {t('bloodUploads.queue.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <PatientsPager
        page={page}
        first={first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="bloodUploads.queue.pageOf"
        onChange={(next) => change({ page: next.page, first: next.first })}
      />
    </>
  );
}
