import { Button, HTMLTable, NonIdealState, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type BloodAnalysisTableQuery } from './__generated__/BloodAnalysisTableQuery.graphql';
import { BLOOD_ANALYSIS_COLUMNS, BloodAnalysisColumns } from './BloodAnalysisColumns';
import { BloodMarkerRow } from './BloodMarkerRow';
import { groupMarkers } from './bloodMarkerGroups';

export const bloodAnalysisTableQueryNode = graphql`
  query BloodAnalysisTableQuery($patientId: ID!, $search: String) {
    bloodAnalysisList(patientId: $patientId, search: $search) {
      id
      category
      currentValue
      ...BloodMarkerRow_marker
    }
  }
`;

interface Props {
  patientId: string;
  search: string;
  /** Started by the route's loader (bloodAnalysisTableQuery), or by the page for a search or a refresh. */
  queryRef: PreloadedQuery<BloodAnalysisTableQuery>;
  onUpload: () => void;
  onEnter: () => void;
}

/**
 * The patient's blood markers by lab-report section, the measured ones first in each; "Nur gemessene
 * Werte" hides the others and the sections left empty. Until the user switches it, it is on when the
 * list has a measured marker (a search that finds only markers without a value shows them).
 */
export function BloodAnalysisTable({ patientId, search, queryRef, onUpload, onEnter }: Props) {
  const { t } = useTranslation();
  // null: the user has not chosen; the switch follows the data (on when any marker has a value).
  const [onlyMeasuredChoice, setOnlyMeasured] = useState<boolean | null>(null);
  const { bloodAnalysisList: markers } = usePreloadedQuery<BloodAnalysisTableQuery>(
    bloodAnalysisTableQueryNode,
    queryRef,
  );

  const searching = search.trim() !== '';
  const anyMeasured = markers.some((marker) => marker.currentValue != null);
  if (searching && markers.length === 0)
    return <NonIdealState icon="search" title={t('bloodResults.list.notFound')} />;
  if (!searching && !anyMeasured)
    return (
      <NonIdealState
        icon="lab-test"
        title={t('bloodResults.list.empty')}
        description={t('bloodResults.list.emptyHint')}
        action={
          <div className="button-row">
            <Button intent="primary" icon="upload" text={t('bloodResults.list.upload')} onClick={onUpload} />
            <Button icon="edit" text={t('bloodResults.list.enter')} onClick={onEnter} />
          </div>
        }
      />
    );
  const onlyMeasured = onlyMeasuredChoice ?? anyMeasured;
  const groups = groupMarkers(markers, onlyMeasured);
  return (
    <>
      <Switch
        className="blood-analysis-switch"
        label={t('bloodResults.list.onlyMeasured')}
        checked={onlyMeasured}
        onChange={(event) => setOnlyMeasured(event.currentTarget.checked)}
      />
      {groups.length === 0 ? (
        <NonIdealState
          icon="filter"
          title={t('bloodResults.list.noneMeasured')}
          action={<Button text={t('bloodResults.list.showAll')} onClick={() => setOnlyMeasured(false)} />}
        />
      ) : (
        <HTMLTable className="blood-analysis-table" striped>
          <BloodAnalysisColumns />
          {groups.map((group) => (
            <tbody key={group.category} className="blood-analysis-group">
              <tr>
                <th scope="rowgroup" colSpan={BLOOD_ANALYSIS_COLUMNS}>
                  <span className="blood-analysis-group-title">
                    {t(`bloodResults.category.${group.category}`)}
                  </span>
                  <span className="blood-analysis-group-count">
                    {t('bloodResults.list.groupCount', { measured: group.measured, total: group.total })}
                  </span>
                </th>
              </tr>
              {group.markers.map((marker) => (
                <BloodMarkerRow key={marker.id} patientId={patientId} markerRef={marker} />
              ))}
            </tbody>
          ))}
        </HTMLTable>
      )}
    </>
  );
}
