import './audit.css';
import { Classes, H2, NonIdealState } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { SkeletonTable } from '../results/shared/SkeletonTable';
import { type AuditSubjectKind } from './auditPaths';
import { AuditLogResults } from './AuditLogResults';
import { auditColumns } from './AuditLogTable';
import { useAuditLogParams } from './useAuditLogParams';

const isId = (value: string | undefined): value is string =>
  value !== undefined && /^[1-9]\d{0,18}$/.test(value);

/** /admin/therapists/:doctorId/audit and /admin/patients/:patientId/audit: who did what, when. */
export function AuditLogPage({ subject }: { subject: AuditSubjectKind }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const id = subject === 'doctor' ? routeParams.doctorId : routeParams.patientId;
  const [fetchKey, setFetchKey] = useState(0);
  const { params, change } = useAuditLogParams();
  if (!isId(id)) return <NonIdealState icon="search" title={t('audit.loadFailed')} />;
  return (
    <section className="audit-page">
      <QueryErrorBoundary
        title={t('audit.loadFailed')}
        retryText={t('audit.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense
          fallback={
            <>
              <H2 className={Classes.SKELETON}>{t('audit.title', { name: '…' })}</H2>
              <SkeletonTable
                className="audit-table"
                rows={params.first}
                columns={auditColumns.map((column) => t(`audit.columns.${column}`))}
              />
            </>
          }
        >
          <AuditLogResults subject={subject} id={id} params={params} fetchKey={fetchKey} onChange={change} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
