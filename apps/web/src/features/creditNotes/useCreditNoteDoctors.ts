import { MAX_PAGE_SIZE } from '@portal/shared-types';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type DoctorOption } from './DoctorSelect';
import { type useCreditNoteDoctorsQuery } from './__generated__/useCreditNoteDoctorsQuery.graphql';

/** Distinct doctors, by name. */
export function distinctDoctors(doctors: readonly DoctorOption[]): DoctorOption[] {
  const byId = new Map(doctors.map((doctor) => [doctor.id, doctor]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/**
 * The doctors the pickers offer. The API has no list of doctors yet (the spec's `doctors(first: 1000)`), so these
 * are the doctors of the newest 1000 credit notes; a doctor without one comes in by id from the therapists list.
 */
export function useCreditNoteDoctors(fetchKey = 0): DoctorOption[] {
  const { creditNotes } = useLazyLoadQuery<useCreditNoteDoctorsQuery>(
    graphql`
      query useCreditNoteDoctorsQuery($first: Int!) {
        creditNotes(first: $first, page: 1) {
          data {
            id
            doctor {
              id
              name
              email
              doctor {
                id
              }
            }
          }
        }
      }
    `,
    { first: MAX_PAGE_SIZE },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  // The API's `doctorId` arguments are the doctor record's id, not the user's.
  return distinctDoctors(
    creditNotes.data.flatMap(({ doctor }) =>
      doctor.doctor ? [{ id: doctor.doctor.id, name: doctor.name, email: doctor.email }] : [],
    ),
  );
}
