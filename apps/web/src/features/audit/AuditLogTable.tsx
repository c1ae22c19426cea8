import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AuditLogRow } from './AuditLogRow';
import { type AuditLogTable_auditLog$key } from './__generated__/AuditLogTable_auditLog.graphql';
import { DataTable, Th } from '../../shared/table';

export const auditColumns = ['when', 'event', 'who', 'details'] as const;

export function AuditLogTable({ auditLogRef }: { auditLogRef: AuditLogTable_auditLog$key }) {
  const { t } = useTranslation();
  const { data } = useFragment(
    graphql`
      fragment AuditLogTable_auditLog on AuditLogPaginator {
        data {
          id
          ...AuditLogRow_entry
        }
      }
    `,
    auditLogRef,
  );
  return (
    <DataTable className="audit-table" striped>
      <thead>
        <tr>
          {auditColumns.map((column) => (
            <Th key={column}>{t(`audit.columns.${column}`)}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((entry) => (
          <AuditLogRow key={entry.id} entryRef={entry} />
        ))}
      </tbody>
    </DataTable>
  );
}
