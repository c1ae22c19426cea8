import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Vitalis Portal';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Checks a 6-digit code with a window of ±1 step (30 s). Returns the accepted time step, or null.
 * A code whose step is not after `lastStep` is refused, so a seen code cannot be replayed.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
