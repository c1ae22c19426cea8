import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { loadSession, signIn } from './session';
import { type useExitDoctorAccountMutation } from './__generated__/useExitDoctorAccountMutation.graphql';

/** EXIT DOCTOR ACCOUNT: logoutAsDoctor, then the admin is the user again, with the admin's own flags. */
export function useExitDoctorAccount() {
  const navigate = useNavigate();
  const [logoutAsDoctor] = usePromiseMutation<useExitDoctorAccountMutation>(graphql`
    mutation useExitDoctorAccountMutation {
      logoutAsDoctor {
        id
      }
    }
  `);
  return useCallback(async () => {
    try {
      await logoutAsDoctor({});
      signIn(await loadSession(), true);
      await navigate('/admin');
    } catch {
      // Told by the error catalogue.
    }
  }, [logoutAsDoctor, navigate]);
}
