import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useOpenNewOrder } from '../../orders/newOrder/NewOrderAction';
import { ResultsPager } from '../shared/ResultsPager';
import { type MedicationResultsQuery } from './__generated__/MedicationResultsQuery.graphql';
import { MedicationLiterature } from './MedicationLiterature';
import { type MedicationParams, medicationQueryVariables } from './medicationParams';
import { MedicationRow } from './MedicationRow';

export const medicationColumns = ['medication', 'effect', 'breakdown', 'dosis'] as const;

interface Props {
  patientId: string;
  params: MedicationParams;
  fetchKey: number;
  onChange: (change: Partial<MedicationParams>) => void;
}

/** A page of the patient's medication results with its pager and the literature of the shown medications. */
export function MedicationResults({ patientId, params, fetchKey, onChange }: Props) {
  const { t } = useTranslation();
  const openNewOrder = useOpenNewOrder();
  const variables = medicationQueryVariables(patientId, params);
  const { patientMedicationResults } = useLazyLoadQuery<MedicationResultsQuery>(
    graphql`
      query MedicationResultsQuery($patient_id: ID!, $search: String, $first: Int!, $page: Int!) {
        patientMedicationResults(patient_id: $patient_id, search: $search, first: $first, page: $page) {
          paginatorInfo {
            total
            lastPage
          }
          data {
            id
            ...MedicationRow_result
            ...MedicationLiterature_results
          }
        }
      }
    `,
    variables,
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { data, paginatorInfo } = patientMedicationResults;
  if (paginatorInfo.total === 0)
    return variables.search ? (
      <NonIdealState icon="search" title={t('medication.notFound')} />
    ) : (
      <NonIdealState icon="pill" title={t('medication.empty')} />
    );
  return (
    <>
      <HTMLTable className="results-table" striped>
        <thead>
          <tr>
            {medicationColumns.map((column) => (
              <th key={column}>{t(`medication.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((result) => (
            <MedicationRow
              key={result.id}
              resultRef={result}
              onOrderAnalysis={() => openNewOrder(patientId)}
            />
          ))}
        </tbody>
      </HTMLTable>
      <ResultsPager
        page={params.page}
        first={params.first}
        lastPage={paginatorInfo.lastPage}
        summary={t('medication.pageOf', {
          page: params.page,
          lastPage: Math.max(paginatorInfo.lastPage, 1),
          total: paginatorInfo.total,
        })}
        onChange={onChange}
      />
      <MedicationLiterature resultsRef={data} />
    </>
  );
}
