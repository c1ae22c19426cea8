import { routeQuery } from '../../../relay/routeQuery';
import { type PatientProfilePageQuery } from './__generated__/PatientProfilePageQuery.graphql';

/** /patients/{patientId}: the profile's one query starts with the route (the tabs below do not run it again). */
export const patientProfileQuery = routeQuery<PatientProfilePageQuery>(
  () => import('./__generated__/PatientProfilePageQuery.graphql'),
  (_url, params) => ({ id: params.patientId ?? '' }),
  // Opening a patient shows the server's current data (answers may have come in through the patient's link).
  'store-and-network',
);
