import { type Page, request as playwrightRequest } from '@playwright/test';
import { type JourneyAccount } from './accounts';

const xsrfOf = async (cookies: () => Promise<{ name: string; value: string }[]>) =>
  decodeURIComponent((await cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');

/** The Doctor id of the journey's doctor, read in a session of its own. */
export async function doctorId(baseURL: string, doctor: JourneyAccount): Promise<string> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Accept: 'application/json' },
  });
  await api.get('/sanctum/csrf-cookie');
  const cookies = async () => (await api.storageState()).cookies;
  await api.post('/login', {
    data: { username: doctor.email, password: doctor.password },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(cookies) },
  });
  const response = await api.post('/graphql', {
    data: { query: '{ me { doctor { id } } }' },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(cookies) },
  });
  const body = (await response.json()) as { data: { me: { doctor: { id: string } } } };
  await api.dispose();
  return body.data.me.doctor.id;
}

/**
 * What the admin's therapist list does with useLoginAsDoctor (that screen lands with the admin area): loginAsDoctor,
 * then the doctor becomes the session user with the admin kept as previous user.
 */
export async function actAsDoctor(page: Page, id: string) {
  await page.evaluate(async (doctorIdValue) => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify({
        query:
          'mutation ($id: ID!) { loginAsDoctor(doctorId: $id) { id first_name last_name email getAllPermissions } }',
        variables: { id: doctorIdValue },
      }),
    });
    const { data } = (await response.json()) as {
      data: {
        loginAsDoctor: {
          id: string;
          first_name: string;
          last_name: string;
          email: string;
          getAllPermissions: string[];
        };
      };
    };
    const stored = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as {
      state: { user: unknown; twoFactor: Record<string, boolean> };
    };
    const { getAllPermissions, ...user } = data.loginAsDoctor;
    localStorage.setItem(
      'portal.session',
      JSON.stringify({
        version: 1,
        state: {
          user: { ...user, permissions: getAllPermissions },
          previousUser: stored.state.user,
          twoFactor: { ...stored.state.twoFactor, enabled: false },
        },
      }),
    );
  }, id);
}
