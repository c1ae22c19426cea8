import { Callout, Intent } from '@blueprintjs/core';
import { Suspense, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../shared/layout/AuthCard';
import { StepList } from '../../shared/layout/StepList';
import { Spinner } from '@blueprintjs/core';
import { CreateAccountStep } from './CreateAccountStep';
import { invitationOf, type Invitation, showsUnderAgeNote } from './registrationLink';
import { initialRegistration, registrationReducer, stepIndexOf } from './registrationFlow';
import { RegistrationStopped } from './RegistrationStopped';
import { VerifyStep } from './VerifyStep';

/** `/patient/register?guid&email&firstName&lastName&expires&signature`: the link of the portal invitation. */
export function PatientRegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const link = invitationOf(searchParams);
  return (
    <AuthCard title={t('patientPortal.register.title')} wide>
      {link.ok ? (
        <Registration invitation={link.invitation} />
      ) : (
        <Callout intent={Intent.DANGER} title={t('patientPortal.register.missingTitle')}>
          {t('patientPortal.register.missingText', { fields: link.missing.join(', ') })}
        </Callout>
      )}
    </AuthCard>
  );
}

function Registration({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(registrationReducer, initialRegistration);
  if (state.step === 'stopped') return <RegistrationStopped reason={state.reason} />;
  return (
    <>
      <p>
        {t('patientPortal.register.greeting', { name: `${invitation.firstName} ${invitation.lastName}` })}
      </p>
      <StepList
        labels={[t('patientPortal.register.steps.verify'), t('patientPortal.register.steps.account')]}
        current={stepIndexOf(state)}
      />
      {state.step === 'verify' ? (
        <VerifyStep
          invitation={invitation}
          notice={state.secondStepExpired ? t('patientPortal.register.sessionExpired') : null}
          onVerified={(verified) => dispatch({ type: 'verified', ...verified })}
          onStopped={(failure) => dispatch({ type: 'failed', failure })}
        />
      ) : (
        <Suspense fallback={<Spinner className="page-spinner" />}>
          <CreateAccountStep
            registrationPath={state.registrationPath}
            underAge={showsUnderAgeNote(state.birthDate)}
            onBack={() => dispatch({ type: 'back' })}
            onStopped={(failure) => dispatch({ type: 'failed', failure })}
            onRegistered={({ username, signInWith }) =>
              void navigate(successPath(username, signInWith), { replace: true })
            }
          />
        </Suspense>
      )}
    </>
  );
}

/** The success page shows the username only when the e-mail address cannot sign in (another account shares it). */
const successPath = (username: string, signInWith: 'email' | 'username') =>
  signInWith === 'email'
    ? '/register/success?signIn=email'
    : `/register/success?${new URLSearchParams({ username }).toString()}`;
