import { useCallback } from 'react';
import { RestError } from '../../../http/rest';
import { hasErrorCode } from '../../../relay/errorCodes';
import { enableTwoFactor, twoFactorQrCode, type TwoFactorQrCode } from '../../sessions/authApi';
import { useEnableOtpEmailMutation } from '../useEnableOtpEmailMutation';
import { useSendOtpEmailMutation } from '../useSendOtpEmailMutation';

/** Thrown when the password confirmation is older than the server accepts (423): the wizard goes back to step 0. */
export class PasswordConfirmationRequired extends Error {}

/** The GraphQL mutations answer an expired confirmation with the code of REST's 423. */
async function needingPassword<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (hasErrorCode(error, 'sessions.passwordConfirmationRequired'))
      throw new PasswordConfirmationRequired();
    throw error;
  }
}

async function startTwoFactor(): Promise<void> {
  try {
    await enableTwoFactor();
  } catch (error) {
    if (error instanceof RestError && error.status === 423) throw new PasswordConfirmationRequired();
    throw error;
  }
}

/** The set-up order of the spec: the app first turns e-mail codes off, e-mail turns them on, then 2FA starts. */
export function useTwoFactorSetup() {
  const [enableOtpEmail] = useEnableOtpEmailMutation();
  const [sendOtpEmail] = useSendOtpEmailMutation();

  const startApp = useCallback(async (): Promise<TwoFactorQrCode> => {
    await needingPassword(() => enableOtpEmail({ enabled: false }));
    await startTwoFactor();
    return twoFactorQrCode();
  }, [enableOtpEmail]);

  const startEmail = useCallback(async (): Promise<void> => {
    await needingPassword(() => enableOtpEmail({ enabled: true }));
    await startTwoFactor();
    await sendOtpEmail({ onArrival: false });
  }, [enableOtpEmail, sendOtpEmail]);

  return { startApp, startEmail, resendEmail: () => sendOtpEmail({ onArrival: false }) };
}

/** The secret of an `otpauth://totp/…?secret=…` URL, for people who type it instead of scanning. */
export function secretOf(otpauthUrl: string): string | null {
  try {
    return new URL(otpauthUrl).searchParams.get('secret');
  } catch {
    return null;
  }
}
