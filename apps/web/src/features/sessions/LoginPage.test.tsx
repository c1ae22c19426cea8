import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { confirmPassword, login } from './authApi';
import { LoginPage } from './LoginPage';
import { doctorSession, signedOutDoctorSession } from '../../session/doctorSession';
import type * as SessionModule from './session';
import { loadSession } from './session';

// The HTTP boundary only: REST calls and the `me` query; the session store is the real one.
vi.mock('./authApi', () => ({ login: vi.fn(), confirmPassword: vi.fn() }));
vi.mock('./session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  loadSession: vi.fn(),
}));

const user = { id: '1', first_name: 'Anna', last_name: 'Muster', email: 'anna@example.at', permissions: [] };

async function submit(path = '/login') {
  const view = renderScreen(<LoginPage />, { path });
  fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@example.at' } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Secret!2026x' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  });
  return view.router;
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    doctorSession.set(signedOutDoctorSession);
  });

  it('requires e-mail and password', async () => {
    renderScreen(<LoginPage />, { path: '/login' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    });
    expect(screen.getAllByText('Das ist ein Pflichtfeld')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('goes to the code screen, keeping the redirect, when the server asks for a second factor', async () => {
    vi.mocked(login).mockResolvedValue({ two_factor: true });
    const router = await submit('/login?redirect=%2Faccount%2Fsettings');
    expect(doctorSession.get()).toEqual({
      user: null,
      previousUser: null,
      twoFactor: { enabled: true, confirmed: false, enforced: false },
    });
    expect(router.state.location.pathname).toBe('/two-factor');
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fsettings');
  });

  it('confirms the password and opens the set-up when two-factor is enforced but not enabled', async () => {
    vi.mocked(login).mockResolvedValue({ two_factor: false });
    vi.mocked(loadSession).mockResolvedValue({ user, enabled: false, enforced: true });
    const router = await submit();
    expect(confirmPassword).toHaveBeenCalledWith('Secret!2026x');
    expect(doctorSession.get()).toEqual({
      user,
      previousUser: null,
      twoFactor: { enabled: false, confirmed: false, enforced: true },
    });
    expect(router.state.location.pathname).toBe('/two-factor');
  });

  it('signs in and follows the redirect otherwise', async () => {
    vi.mocked(login).mockResolvedValue({ two_factor: false });
    vi.mocked(loadSession).mockResolvedValue({ user, enabled: false, enforced: false });
    const router = await submit('/login?redirect=%2Faccount%2Fsettings%3Fform%3Doffice');
    expect(login).toHaveBeenCalledWith('anna@example.at', 'Secret!2026x', false);
    expect(doctorSession.get()).toEqual({
      user,
      previousUser: null,
      twoFactor: { enabled: false, confirmed: false, enforced: false },
    });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/account/settings?form=office',
    );
  });
});
