import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../http/rest';
import { doctorSession, signedOutDoctorSession } from '../../session/doctorSession';
import { patientSession, signedOutPatientSession } from '../../session/patientSession';
import { toast } from '../../shared/toast/toast';
import { createMockEnvironment } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { operatorFixture as demoOperator } from '../../test/operatorFixture';
import { patientLogin } from './patientApi';
import { PatientLoginPage } from './PatientLoginPage';

// The HTTP boundary only; the session stores are the real ones.
vi.mock('./patientApi', () => ({ patientLogin: vi.fn() }));
vi.mock('../../shared/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const patient = {
  id: '7',
  guid: '0b9f2c1e-1111-4a2b-9c3d-222233334444',
  first_name: 'Lena',
  last_name: 'Müller',
  email: 'lena@example.com',
};

async function submit(username = ` ${patient.guid} `, password = 'Patient!2026x') {
  // The support contact is the operator's, from the API's configuration.
  const environment = createMockEnvironment();
  resolveAllOperations(environment, () => ({
    data: { operator: { ...demoOperator, supportEmail: 'support@vitalis-portal.de' } },
  }));
  const view = renderScreen(<PatientLoginPage />, { path: '/login', environment });
  fireEvent.change(screen.getByLabelText('E-Mail-Adresse oder Benutzername'), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  });
  return view.router;
}

describe('PatientLoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    patientSession.set(signedOutPatientSession);
    doctorSession.set(signedOutDoctorSession);
  });

  it('is titled for patients, explains the e-mail or username and links to the doctor login by a full page load', () => {
    renderScreen(<PatientLoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Login als Patient/-in' })).toBeTruthy();
    expect(screen.getByText(/Die E-Mail-Adresse, an die Ihre Einladung ging/)).toBeTruthy();
    // A plain href: /login is the other router, not a path under /patient.
    expect(screen.getByRole('link', { name: /Zum Login für Fachpersonal/ }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('requires username and password', async () => {
    renderScreen(<PatientLoginPage />, { path: '/login' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    });
    expect(screen.getAllByText('Das ist ein Pflichtfeld')).toHaveLength(2);
    expect(patientLogin).not.toHaveBeenCalled();
  });

  it('signs the patient in (and a doctor of this browser out) and opens the portal home', async () => {
    doctorSession.set({
      ...signedOutDoctorSession,
      user: { id: '1', first_name: 'A', last_name: 'B', email: 'a@b.at', permissions: [] },
    });
    vi.mocked(patientLogin).mockResolvedValue({ patient });
    const router = await submit();
    expect(patientLogin).toHaveBeenCalledWith(patient.guid, 'Patient!2026x');
    expect(patientSession.get()).toEqual({
      isAuthenticated: true,
      patientId: '7',
      user: { id: '7', first_name: 'Lena', last_name: 'Müller', email: 'lena@example.com' },
    });
    expect(doctorSession.get().user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the toast and an inline message with the support contact on wrong credentials', async () => {
    vi.mocked(patientLogin).mockRejectedValue(
      new RestError(422, [{ message: 'These credentials do not match our records.' }], {
        username: ['These credentials do not match our records.'],
      }),
    );
    const router = await submit();
    expect(toast.error).toHaveBeenCalledWith(
      'Ups! Diese Zugangsdaten sind leider falsch. Bitte versuchen Sie es erneut!',
    );
    expect(screen.getByText('Die Anmeldung hat nicht geklappt')).toBeTruthy();
    expect(await screen.findByText('support@vitalis-portal.de')).toBeTruthy();
    expect(patientSession.get().isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("says 'Zu viele Anfragen.' on 429", async () => {
    vi.mocked(patientLogin).mockRejectedValue(new RestError(429, [{ message: 'Too Many Attempts.' }]));
    await submit();
    expect(toast.error).toHaveBeenCalledWith('Zu viele Anfragen.');
    expect(screen.getByText(/Bitte warten Sie eine Minute/)).toBeTruthy();
  });
});
