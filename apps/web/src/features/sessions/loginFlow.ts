// What happens after a password login (account spec, section 4).

export type LoginOutcome =
  | { step: 'challenge' } // the code screen: the user has a confirmed second factor
  | { step: 'setup' } // two-factor is enforced but not set up: confirm the password, then /two-factor
  | { step: 'done'; to: string };

export interface AfterLogin {
  /** `two_factor` of the POST /login answer. */
  twoFactorRequired: boolean;
  enforced: boolean;
  /** The user has a confirmed second factor (only known when no challenge is due). */
  enabled: boolean;
  redirect: string | null;
}

export function afterPasswordLogin({
  twoFactorRequired,
  enforced,
  enabled,
  redirect,
}: AfterLogin): LoginOutcome {
  if (twoFactorRequired) return { step: 'challenge' };
  if (enforced && !enabled) return { step: 'setup' };
  return { step: 'done', to: safeRedirect(redirect) };
}

/** Only paths of this site: `//evil.example` and `https://…` would leave it. */
export function safeRedirect(redirect: string | null): string {
  if (
    redirect === null ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  )
    return '/';
  return redirect;
}
