import { useOutletContext } from 'react-router-dom';
import { type PatientProfilePageQuery$data } from './__generated__/PatientProfilePageQuery.graphql';

/** What the profile's one query loaded; each tab spreads its fragments there and reads them from here. */
export type PatientProfileData = Pick<PatientProfilePageQuery$data, 'patient'>;

export const usePatientProfile = (): PatientProfileData => useOutletContext<PatientProfileData>();
