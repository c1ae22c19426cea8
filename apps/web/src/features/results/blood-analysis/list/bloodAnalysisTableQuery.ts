import { routeQuery } from '../../../../relay/routeQuery';
import { type BloodAnalysisTableQuery } from './__generated__/BloodAnalysisTableQuery.graphql';

/** The table's variables: a search of blanks is no search. */
export const bloodAnalysisTableVariables = (
  patientId: string,
  search: string,
): BloodAnalysisTableQuery['variables'] => ({
  patientId,
  search: search.trim() === '' ? null : search.trim(),
});

/** /patients/{patientId}/blood-analysis: the markers' query (without a search) starts with the route. */
export const bloodAnalysisTableQuery = routeQuery<BloodAnalysisTableQuery>(
  () => import('./__generated__/BloodAnalysisTableQuery.graphql'),
  (_url, params) => bloodAnalysisTableVariables(params.patientId ?? '', ''),
  // A marker's id is its parameter's, the same for every patient: always the server's values of this patient.
  'network-only',
);
