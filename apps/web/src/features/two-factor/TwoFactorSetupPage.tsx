import { Button, Card, H2 } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { TwoFactorWizard } from './setup/TwoFactorWizard';
import { safeRedirect } from '../sessions/loginFlow';
import { updateTwoFactor } from '../sessions/session';
import { useSkipTwoFactorMutation } from './useSkipTwoFactorMutation';
import { type TwoFactorSetupPageQuery } from './__generated__/TwoFactorSetupPageQuery.graphql';

/** Enforced two-factor set-up right after the password login (the password has just been confirmed). */
export function TwoFactorSetupPage({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <Card className="auth-card auth-card-wide">
        <H2>{t('auth.twoFactor.setupTitle')}</H2>
        <p>{t('auth.twoFactor.setupIntro')}</p>
        <Suspense fallback={null}>
          <Setup redirect={redirect} />
        </Suspense>
      </Card>
    </div>
  );
}

function Setup({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fetchKey, setFetchKey] = useState(0);
  const { me, otpEmailEnabled } = useLazyLoadQuery<TwoFactorSetupPageQuery>(
    graphql`
      query TwoFactorSetupPageQuery {
        me {
          twoFactorSkipsLeft
          ...TwoFactorWizard_user
        }
        otpEmailEnabled
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const [skipTwoFactor, skipping] = useSkipTwoFactorMutation();
  const proceed = () => void navigate(safeRedirect(redirect), { replace: true });
  if (!me) return null;

  const skip = async () => {
    try {
      await skipTwoFactor({});
      // One skip lets this session in; the next login asks again while skips are left.
      updateTwoFactor({ enforced: false });
      proceed();
    } catch {
      // Told by the error catalogue.
    }
  };

  return (
    <>
      <TwoFactorWizard
        userRef={me}
        otpEmailEnabled={otpEmailEnabled}
        passwordConfirmed
        onChanged={() => setFetchKey((key) => key + 1)}
        onDone={proceed}
      />
      {me.twoFactorSkipsLeft > 0 && (
        <Button
          variant="minimal"
          loading={skipping}
          text={t('auth.twoFactor.skip', { count: me.twoFactorSkipsLeft })}
          onClick={skip}
        />
      )}
    </>
  );
}
