import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { RestError } from '../../http/rest';
import { renderScreen } from '../../test/renderScreen';
import { twoFactorChallenge } from '../sessions/authApi';
import { doctorSession, signedOutDoctorSession } from '../../session/doctorSession';
import type * as SessionModule from '../sessions/session';
import { loadSession } from '../sessions/session';
import { TwoFactorChallenge } from './TwoFactorChallenge';

vi.mock('../sessions/authApi', () => ({ twoFactorChallenge: vi.fn() }));
// The HTTP boundary only: the REST call and the `me` query; the session store is the real one.
vi.mock('../sessions/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  loadSession: vi.fn(),
}));

function renderChallenge(otpEmailEnabled: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({ data: { otpEmailEnabled } }));
  return renderScreen(<TwoFactorChallenge redirect="/account/settings" />, {
    path: '/two-factor',
    environment,
  });
}

const submitCode = async (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
  });
};

describe('TwoFactorChallenge', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    doctorSession.set(signedOutDoctorSession);
  });

  it('starts with the app code when e-mail codes are off, and checks the code format', async () => {
    renderChallenge(false);
    await screen.findByText('Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.');
    expect(screen.queryByRole('button', { name: 'Code per E-Mail erhalten' })).toBeNull();
    await submitCode('Code', '12ab');
    expect(screen.getByText('Der Code muss exakt 6 Ziffern enthalten.')).toBeTruthy();
    expect(twoFactorChallenge).not.toHaveBeenCalled();
  });

  it('starts in e-mail mode when e-mail codes are on', async () => {
    renderChallenge(true);
    expect(await screen.findByRole('button', { name: 'Code per E-Mail senden' })).toBeTruthy();
  });

  it('shows a wrong code on the field', async () => {
    vi.mocked(twoFactorChallenge).mockRejectedValue(new RestError(422, [{ message: 'invalid' }]));
    renderChallenge(false);
    await screen.findByLabelText('Code');
    await submitCode('Code', '123456');
    expect(screen.getByText('Der Code ist leider falsch oder bereits abgelaufen.')).toBeTruthy();
    expect(doctorSession.get().user).toBeNull();
  });

  it('accepts a recovery code and goes to the redirect target', async () => {
    const session = {
      user: { id: '1', first_name: 'A', last_name: 'B', email: 'a@b.de', permissions: [] },
      enabled: true,
      enforced: false,
    };
    vi.mocked(twoFactorChallenge).mockResolvedValue(undefined);
    vi.mocked(loadSession).mockResolvedValue(session);
    const { router } = renderChallenge(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Wiederherstellungs-Code verwenden' }));
    await submitCode('Wiederherstellungs-Code', 'abcdefghij-klmnopqrst');
    expect(twoFactorChallenge).toHaveBeenCalledWith({ recovery_code: 'abcdefghij-klmnopqrst' });
    expect(doctorSession.get()).toEqual({
      user: session.user,
      previousUser: null,
      twoFactor: { enabled: true, confirmed: true, enforced: false },
    });
    expect(router.state.location.pathname).toBe('/account/settings');
  });
});
