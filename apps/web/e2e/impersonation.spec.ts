import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { createAdmin, createDoctor, type JourneyAccount } from './support/accounts';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

const xsrfOf = async (cookies: () => Promise<{ name: string; value: string }[]>) =>
  decodeURIComponent((await cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');

/** The Doctor id of the journey's doctor, read in a session of its own. */
async function doctorId(baseURL: string, doctor: JourneyAccount): Promise<string> {
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
async function actAsDoctor(page: Page, id: string) {
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

test('an admin acts as a doctor and leaves the doctor account again', async ({ page, browser, baseURL }) => {
  const admin = createAdmin();
  const doctor = createDoctor();
  const id = await doctorId(baseURL!, doctor);
  // The doctor at the same time, in a browser of their own.
  const doctorPage = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await logIn(doctorPage, doctor.email, doctor.password);
  await expect(doctorPage).toHaveURL(/\/patients$/);
  await doctorPage.goto('/account/settings');

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Anna Admin/);

  await actAsDoctor(page, id);
  await page.goto('/account/settings');
  await expect(page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse des Accounts')).toHaveValue(doctor.email);
  // While acting as the doctor the admin is no admin: the admin pages are closed.
  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/patients$/);

  // Meanwhile the doctor's own changes are refused with the handled-by-admin modal.
  await doctorPage.getByLabel('Vorname').fill('Julia Maria');
  await doctorPage.getByRole('button', { name: 'Speichern' }).click();
  const handled = doctorPage.getByRole('dialog', { name: 'Konto in Bearbeitung' });
  await expect(
    handled.getByText(
      'Ihr Konto wird gerade von einem Administrator bearbeitet. Änderungen sind währenddessen nicht möglich. Bitte versuchen Sie es später erneut.',
    ),
  ).toBeVisible();
  await handled.getByRole('button', { name: 'Schließen' }).click();
  await expect(handled).toHaveCount(0);

  await page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Anna Admin/);
  await page.goto('/admin/account');
  await expect(page.getByLabel('E-Mail-Adresse des Accounts')).toHaveValue(admin.email);

  // Once the admin has left, the doctor's change is saved (and then the name put back).
  const save = doctorPage.getByRole('button', { name: 'Speichern' });
  await save.click();
  await expect(doctorPage.getByText('Persönliche Daten wurden erfolgreich aktualisiert')).toBeVisible();
  await expect(save).toBeDisabled();
  await doctorPage.getByLabel('Vorname').fill('Julia');
  await save.click();
  await expect(save).toBeDisabled();
  await doctorPage.context().close();
});
