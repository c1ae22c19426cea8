import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useOpenNewOrder } from '../../orders/newOrder/NewOrderAction';
import { type DnaAnalysisResultsQuery } from './__generated__/DnaAnalysisResultsQuery.graphql';
import { DnaMarkerRow } from './DnaMarkerRow';

export const dnaColumns = ['name', 'date', 'result', 'meaning'] as const;

interface Props {
  patientId: string;
  search: string;
  fetchKey: number;
}

/** The DNA markers of the patient (all markers; those not analysed say so). */
export function DnaAnalysisResults({ patientId, search, fetchKey }: Props) {
  const { t } = useTranslation();
  const openNewOrder = useOpenNewOrder();
  const { dnaAnalysisList } = useLazyLoadQuery<DnaAnalysisResultsQuery>(
    graphql`
      query DnaAnalysisResultsQuery($patientId: ID!, $search: String) {
        dnaAnalysisList(patientId: $patientId, search: $search) {
          id
          ...DnaMarkerRow_marker
        }
      }
    `,
    { patientId, search: search || null },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  if (!dnaAnalysisList.length)
    return search ? (
      <NonIdealState icon="search" title={t('dnaAnalysis.notFound')} />
    ) : (
      <NonIdealState icon="lab-test" title={t('dnaAnalysis.empty')} />
    );
  return (
    <HTMLTable className="results-table" striped>
      <thead>
        <tr>
          {dnaColumns.map((column) => (
            <th key={column}>{t(`dnaAnalysis.columns.${column}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dnaAnalysisList.map((marker) => (
          <DnaMarkerRow
            key={marker.id}
            markerRef={marker}
            patientId={patientId}
            onOrderAnalysis={() => openNewOrder(patientId)}
          />
        ))}
      </tbody>
    </HTMLTable>
  );
}
