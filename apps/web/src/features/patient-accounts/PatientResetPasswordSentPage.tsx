import { Navigate, useSearchParams } from 'react-router-dom';
import { PasswordResetSentCard } from '../password-reset/PasswordResetSentCard';
import { useRequestPatientPasswordResetMutation } from './useRequestPatientPasswordResetMutation';

/** `/patient/reset-password/sent?email&guid`: one resend (the guid is needed for it). */
export function PatientResetPasswordSentPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const guid = searchParams.get('guid');
  const [request, inFlight] = useRequestPatientPasswordResetMutation();
  if (!email) return <Navigate to="/reset-password" replace />;
  return (
    <PasswordResetSentCard
      email={email}
      inFlight={inFlight}
      resend={guid ? () => request({ patientGuid: guid, email }) : null}
    />
  );
}
