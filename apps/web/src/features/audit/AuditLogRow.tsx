import { Classes, Tag } from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { auditDetailLines, auditEventLabel, auditSubjectLabel } from './auditEventLabel';
import { type AuditLogRow_entry$key } from './__generated__/AuditLogRow_entry.graphql';
import { Td } from '../../shared/table';

export function AuditLogRow({ entryRef }: { entryRef: AuditLogRow_entry$key }) {
  const { t, i18n } = useTranslation();
  const entry = useFragment(
    graphql`
      fragment AuditLogRow_entry on AuditLogEntry {
        created_at
        event
        subject_type
        subject_id
        ip
        details
        user {
          name
          email
        }
        impersonator {
          name
        }
      }
    `,
    entryRef,
  );
  return (
    <tr>
      <Td className="audit-when">{formatDateTime(entry.created_at)}</Td>
      <Td>
        <div>{auditEventLabel(i18n, entry.event)}</div>
        <code className={Classes.TEXT_MUTED}>{entry.event}</code>
      </Td>
      <Td>
        {entry.impersonator ? (
          <Tag intent="warning" minimal>
            {t('audit.impersonated', { doctor: entry.user?.name ?? '?', admin: entry.impersonator.name })}
          </Tag>
        ) : (
          <>
            <div>{entry.user?.name ?? t('audit.system')}</div>
            {entry.user && <div className={Classes.TEXT_MUTED}>{entry.user.email}</div>}
          </>
        )}
      </Td>
      <Td className="audit-details">
        {entry.subject_type && entry.subject_id && (
          <div>{auditSubjectLabel(i18n, entry.subject_type, entry.subject_id)}</div>
        )}
        {auditDetailLines(entry.details).map((line) => (
          <div key={line} className={Classes.TEXT_MUTED}>
            {line}
          </div>
        ))}
        {entry.ip && <div className={Classes.TEXT_MUTED}>IP {entry.ip}</div>}
      </Td>
    </tr>
  );
}
