import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { startImpersonation } from './session';
import { type useLoginAsDoctorMutation } from './__generated__/useLoginAsDoctorMutation.graphql';

/** For the admin's therapist list: act as the doctor, keeping the admin as previous user. */
export function useLoginAsDoctor() {
  const navigate = useNavigate();
  const [loginAsDoctor, isInFlight] = usePromiseMutation<useLoginAsDoctorMutation>(graphql`
    mutation useLoginAsDoctorMutation($doctorId: ID!) {
      loginAsDoctor(doctorId: $doctorId) {
        id
        first_name
        last_name
        email
        getAllPermissions
      }
    }
  `);
  const start = useCallback(
    async (doctorId: string) => {
      try {
        const { loginAsDoctor: doctor } = await loginAsDoctor({ doctorId });
        startImpersonation({
          id: doctor.id,
          first_name: doctor.first_name,
          last_name: doctor.last_name,
          email: doctor.email,
          permissions: doctor.getAllPermissions,
        });
        await navigate('/');
      } catch {
        // Told by the error catalogue.
      }
    },
    [loginAsDoctor, navigate],
  );
  return [start, isInFlight] as const;
}
