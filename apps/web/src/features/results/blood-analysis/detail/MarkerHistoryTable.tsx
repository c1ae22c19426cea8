import { AnchorButton, HTMLTable, NonIdealState, Tooltip } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatValue } from '../shared/formatValue';
import { sourceLabel } from '../shared/sourceLabel';
import { type MarkerHistoryTable_entries$key } from './__generated__/MarkerHistoryTable_entries.graphql';

interface Props {
  entriesRef: MarkerHistoryTable_entries$key;
  onDelete: (analysisId: string) => void;
  onEdit: (analysisId: string) => void;
}

/** The last 5 values, newest first, each editable and deletable unless it came from the lab. */
export function MarkerHistoryTable({ entriesRef, onDelete, onEdit }: Props) {
  const { t } = useTranslation();
  const entries = useFragment(
    graphql`
      fragment MarkerHistoryTable_entries on BloodMarkerHistoryEntry @relay(plural: true) {
        id
        currentValue
        valueDate
        source
        formattedUnit
        isDeletable
      }
    `,
    entriesRef,
  );
  if (entries.length === 0)
    return <NonIdealState icon="th-disconnect" title={t('bloodResults.detail.noValue')} />;
  return (
    <HTMLTable compact striped className="blood-history-table">
      <thead>
        <tr>
          <th>{t('bloodResults.list.date')}</th>
          <th className="numeric">{t('bloodResults.detail.value')}</th>
          <th>{t('bloodResults.detail.source')}</th>
          <th>{t('bloodResults.detail.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const editButton = (
            <AnchorButton
              variant="minimal"
              icon="edit"
              text={t('bloodResults.detail.edit')}
              disabled={!entry.isDeletable}
              onClick={() => onEdit(entry.id)}
            />
          );
          const button = (
            <AnchorButton
              variant="minimal"
              intent="danger"
              icon="trash"
              text={t('bloodResults.detail.delete')}
              disabled={!entry.isDeletable}
              onClick={() => onDelete(entry.id)}
            />
          );
          return (
            <tr key={entry.id}>
              <td>{formatDate(entry.valueDate)}</td>
              <td className="numeric">
                {formatValue(entry.currentValue)} {entry.formattedUnit}
              </td>
              <td>{sourceLabel(t, entry.source)}</td>
              <td>
                {entry.isDeletable ? (
                  <>
                    {editButton}
                    {button}
                  </>
                ) : (
                  <>
                    <Tooltip content={t('errors.bloodAnalysis.noiNotEditable')}>{editButton}</Tooltip>
                    <Tooltip content={t('bloodResults.detail.notDeletable')}>{button}</Tooltip>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
