import { routeQuery } from '../../../relay/routeQuery';
import { type PatientsListResultsQuery } from './__generated__/PatientsListResultsQuery.graphql';
import { listQueryVariables, readListParams } from './listParams';

/** /patients: the list's query starts with the route, with the page, search and order of the URL. */
export const patientsListQuery = routeQuery<PatientsListResultsQuery>(
  () => import('./__generated__/PatientsListResultsQuery.graphql'),
  (url) => listQueryVariables(readListParams(url.searchParams)),
  // A patient may have been added elsewhere (another tab, the patient's link): the store first, then the server.
  'store-and-network',
);
