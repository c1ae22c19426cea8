import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useLoadCountries } from '../../../shared/countries/useCountries';
import { type PersonalInfoPageQuery } from './__generated__/PersonalInfoPageQuery.graphql';
import { PersonalInfoForm } from './PersonalInfoForm';

/** /patients/{patientId}/personal-info */
export function PersonalInfoPage() {
  const { patientId = '' } = useParams();
  useLoadCountries();
  const data = useLazyLoadQuery<PersonalInfoPageQuery>(
    graphql`
      query PersonalInfoPageQuery($id: ID!) {
        patient(id: $id) {
          ...PersonalInfoForm_patient
        }
      }
    `,
    { id: patientId },
  );
  return <PersonalInfoForm patientRef={data.patient} />;
}
