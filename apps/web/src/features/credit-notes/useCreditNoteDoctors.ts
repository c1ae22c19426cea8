import { MAX_PAGE_SIZE } from '@portal/shared-types';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type DoctorOption } from './DoctorSelect';
import { type useCreditNoteDoctorsQuery } from './__generated__/useCreditNoteDoctorsQuery.graphql';

/**
 * The doctors the pickers offer (spec: all doctors, first 1000), by name, with their open fees. The
 * options' ids are the doctor records' ids, which the API's `doctorId` arguments take (not the user's).
 */
export function useCreditNoteDoctors(fetchKey = 0): DoctorOption[] {
  const { doctors } = useLazyLoadQuery<useCreditNoteDoctorsQuery>(
    graphql`
      query useCreditNoteDoctorsQuery($first: Int!) {
        doctors(first: $first) {
          id
          name
          email
          openConsultingFeeAmount
          doctor {
            id
          }
        }
      }
    `,
    { first: MAX_PAGE_SIZE },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return doctors.flatMap(({ doctor, name, email, openConsultingFeeAmount }) =>
    doctor ? [{ id: doctor.id, name, email, openConsultingFeeAmount }] : [],
  );
}
