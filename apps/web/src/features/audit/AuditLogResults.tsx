import { Classes, H2, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type Paging } from '../../shared/lists/urlListParams';
import { PatientsPager } from '../patients/list/PatientsPager';
import { type AuditSubjectKind } from './auditPaths';
import { AuditLogTable } from './AuditLogTable';
import { type AuditLogResultsQuery } from './__generated__/AuditLogResultsQuery.graphql';

interface Props {
  subject: AuditSubjectKind;
  id: string;
  params: Paging;
  fetchKey: number;
  onChange: (change: Partial<Paging>) => void;
}

/** The subject's name as the title, then a page of its trail with the pager, or the empty state. */
export function AuditLogResults({ subject, id, params, fetchKey, onChange }: Props) {
  const { t } = useTranslation();
  const { auditLog } = useLazyLoadQuery<AuditLogResultsQuery>(
    graphql`
      query AuditLogResultsQuery($doctorId: ID, $patientId: ID, $first: Int!, $page: Int!) {
        auditLog(doctorId: $doctorId, patientId: $patientId, first: $first, page: $page) {
          subject {
            name
          }
          paginatorInfo {
            total
            lastPage
          }
          ...AuditLogTable_auditLog
        }
      }
    `,
    {
      doctorId: subject === 'doctor' ? id : null,
      patientId: subject === 'patient' ? id : null,
      first: params.first,
      page: params.page,
    },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage } = auditLog.paginatorInfo;
  return (
    <>
      <div className="page-header">
        <div>
          <H2>{t('audit.title', { name: auditLog.subject.name })}</H2>
          <p className={Classes.TEXT_MUTED}>
            {t(subject === 'doctor' ? 'audit.doctorSubtitle' : 'audit.patientSubtitle')}
          </p>
        </div>
      </div>
      {total === 0 ? (
        <NonIdealState icon="history" title={t('audit.empty')} description={t('audit.emptyHint')} />
      ) : (
        <>
          <AuditLogTable auditLogRef={auditLog} />
          <PatientsPager
            page={params.page}
            first={params.first}
            lastPage={lastPage}
            total={total}
            pageOfKey="audit.pageOf"
            onChange={(change) =>
              onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
            }
          />
        </>
      )}
    </>
  );
}
