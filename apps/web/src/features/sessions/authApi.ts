// The Fortify/Sanctum REST calls of the account spec (section 7).
import { downloadFile } from '../../http/download';
import { refreshXsrfToken, rest } from '../../http/rest';

export interface LoginResult {
  two_factor: boolean;
}

export async function login(username: string, password: string, remember: boolean): Promise<LoginResult> {
  const result = await rest<LoginResult>('/login', {
    method: 'POST',
    body: { username, password, remember },
  });
  await refreshXsrfToken();
  return result;
}

export async function logout(): Promise<void> {
  await rest('/logout', { method: 'POST', handles: [401, 419] });
}

export type TwoFactorAnswer = { code: string } | { recovery_code: string };

/** 422 (wrong code) is the caller's to show on the field. */
export async function twoFactorChallenge(answer: TwoFactorAnswer): Promise<void> {
  await rest('/two-factor-challenge', { method: 'POST', body: answer, handles: [422] });
  await refreshXsrfToken();
}

/** Errors are passed on to the caller, as the spec says for this endpoint. */
export const confirmPassword = (password: string) =>
  rest('/user/confirm-password', { method: 'POST', body: { password }, handles: [401, 419, 422, 429] });

export const enableTwoFactor = () => rest('/user/two-factor-authentication', { method: 'POST' });
export const disableTwoFactor = () => rest('/user/two-factor-authentication', { method: 'DELETE' });

export interface TwoFactorQrCode {
  svg: string;
  url: string;
}
export const twoFactorQrCode = () => rest<TwoFactorQrCode>('/user/two-factor-qr-code');

export const confirmTwoFactor = (code: string) =>
  rest('/user/confirmed-two-factor-authentication', { method: 'POST', body: { code }, handles: [422] });

export const recoveryCodes = () => rest<string[]>('/user/two-factor-recovery-codes');
export const regenerateRecoveryCodes = () => rest('/user/two-factor-recovery-codes', { method: 'POST' });
export const downloadRecoveryCodesPdf = () =>
  downloadFile('/api/user/download-recovery-codes-pdf', 'recovery-codes.pdf');

export const registerInvitedDoctor = (
  doctorId: string,
  query: string,
  body: { password: string; password_confirmation: string; consentIds: string[] },
) => rest(`/api/doctors/${encodeURIComponent(doctorId)}/register?${query}`, { method: 'POST', body });

export const confirmEmailChange = (user: string, newEmail: string, query: string) =>
  rest(`/api/confirm-email-change/${encodeURIComponent(user)}/${encodeURIComponent(newEmail)}?${query}`, {
    method: 'POST',
    handles: [403, 404, 422],
  });
