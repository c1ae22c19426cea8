import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatDateTime } from '@portal/shared-types';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { type ConsentHistoryDialogQuery } from './__generated__/ConsentHistoryDialogQuery.graphql';

interface Props {
  /** A doctor's history (what the account accepted) … */
  userId?: string;
  /** … or a patient's (everything about the patient). */
  patientId?: string;
  name: string;
  onClose: () => void;
}

/** Admins: a person's accepted consents with the wording shown, time, account and address. */
export function ConsentHistoryDialog({ userId, patientId, name, onClose }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog isOpen title={t('consents.title', { name })} onClose={onClose} style={{ width: 960 }}>
      <DialogBody>
        <QueryErrorBoundary
          title={t('consents.loadFailed')}
          retryText={t('consents.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense fallback={<Spinner />}>
            <ConsentHistoryTable userId={userId ?? null} patientId={patientId ?? null} fetchKey={fetchKey} />
          </Suspense>
        </QueryErrorBoundary>
      </DialogBody>
      <DialogFooter actions={<Button text={t('consents.close')} onClick={onClose} />} />
    </Dialog>
  );
}

interface TableProps {
  userId: string | null;
  patientId: string | null;
  fetchKey: number;
}

function ConsentHistoryTable({ userId, patientId, fetchKey }: TableProps) {
  const { t, i18n } = useTranslation();
  const { consentHistory } = useLazyLoadQuery<ConsentHistoryDialogQuery>(
    graphql`
      query ConsentHistoryDialogQuery($userId: ID, $patientId: ID) {
        consentHistory(userId: $userId, patientId: $patientId) {
          id
          version
          de
          en
          type
          accepted_by_user_id
          accepted_by_patient_id
          impersonator_id
          ip_address
          accepted_at
        }
      }
    `,
    { userId, patientId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (consentHistory.length === 0) return <NonIdealState icon="document" title={t('consents.empty')} />;
  const acceptedBy = (row: (typeof consentHistory)[number]) =>
    row.accepted_by_patient_id
      ? t('consents.byPatient')
      : row.impersonator_id
        ? t('consents.impersonated', { id: row.accepted_by_user_id, admin: row.impersonator_id })
        : t('consents.byUser', { id: row.accepted_by_user_id });
  return (
    <HTMLTable striped compact>
      <thead>
        <tr>
          <th>{t('consents.columns.acceptedAt')}</th>
          <th>{t('consents.columns.form')}</th>
          <th>{t('consents.columns.text')}</th>
          <th>{t('consents.columns.acceptedBy')}</th>
          <th>{t('consents.columns.ip')}</th>
        </tr>
      </thead>
      <tbody>
        {consentHistory.map((row) => (
          <tr key={row.id}>
            <td>{formatDateTime(row.accepted_at as string)}</td>
            <td>
              {t(`consents.forms.${row.type}` as 'consents.forms.NewOrder', { defaultValue: row.type })}
            </td>
            <td>
              {i18n.language === 'en' ? row.en : row.de}
              <br />
              <small>{t('consents.version', { version: row.version })}</small>
            </td>
            <td>{acceptedBy(row)}</td>
            <td>{row.ip_address ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
