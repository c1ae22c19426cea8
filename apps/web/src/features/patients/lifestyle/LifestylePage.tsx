import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { type LifestylePageQuery } from './__generated__/LifestylePageQuery.graphql';
import { LifestyleQuestionnaire } from './LifestyleQuestionnaire';

/** /patients/{patientId}/lifestyle */
export function LifestylePage() {
  const { patientId = '' } = useParams();
  const data = useLazyLoadQuery<LifestylePageQuery>(
    graphql`
      query LifestylePageQuery($id: ID!) {
        patient(id: $id) {
          ...LifestyleQuestionnaire_patient
        }
      }
    `,
    { id: patientId },
    { fetchPolicy: 'store-and-network' },
  );
  return <LifestyleQuestionnaire patientRef={data.patient} />;
}
