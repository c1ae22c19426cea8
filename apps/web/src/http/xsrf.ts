// Sanctum-style CSRF protection: the API sets the XSRF-TOKEN cookie, every request echoes it in a header.
const cookieName = 'XSRF-TOKEN';
export const csrfCookieUrl = '/sanctum/csrf-cookie';

export class XsrfTokenUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The XSRF-TOKEN cookie could not be fetched.', options);
    this.name = 'XsrfTokenUnavailableError';
  }
}

export function readXsrfToken(): string | null {
  const prefix = `${cookieName}=`;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie === undefined ? null : decodeURIComponent(cookie.slice(prefix.length));
}

let pendingCookie: Promise<string> | null = null;

async function fetchXsrfToken(): Promise<string> {
  try {
    const response = await fetch(csrfCookieUrl, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const token = response.ok ? readXsrfToken() : null;
    if (token === null) throw new XsrfTokenUnavailableError();
    return token;
  } catch (error) {
    throw error instanceof XsrfTokenUnavailableError
      ? error
      : new XsrfTokenUnavailableError({ cause: error });
  }
}

/** The current token, fetching the cookie first when it is missing (once, however many requests wait). */
export async function ensureXsrfToken(): Promise<string> {
  const token = readXsrfToken();
  if (token !== null) return token;
  pendingCookie ??= fetchXsrfToken().finally(() => {
    pendingCookie = null;
  });
  return pendingCookie;
}

export function forgetXsrfToken(): void {
  document.cookie = `${cookieName}=; Max-Age=0; path=/`;
}
