import { Navigate, useSearchParams } from 'react-router-dom';
import { PasswordResetSentCard } from './PasswordResetSentCard';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

export function ResetPasswordSentPage() {
  const email = useSearchParams()[0].get('email');
  if (!email) return <Navigate to="/reset-password" replace />;
  return <Sent email={email} />;
}

function Sent({ email }: { email: string }) {
  const [requestPasswordReset, inFlight] = useRequestPasswordResetMutation();
  return (
    <PasswordResetSentCard email={email} inFlight={inFlight} resend={() => requestPasswordReset({ email })} />
  );
}
