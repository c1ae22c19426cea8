import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Toaster } from '@blueprintjs/core';
import { createMockEnvironment } from 'relay-test-utils';
import { registerToaster } from '../../shared/toast/toast';
import { RestError } from '../../http/rest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
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

function renderChallenge(otpEmailEnabled: boolean, sends: unknown[] = []) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, (operation) => {
    if (operation.request.node.params.name !== 'useSendOtpEmailMutation')
      return { data: { otpEmailEnabled } };
    sends.push(operation.request.variables);
    return { data: { sendOtpEmail: true } };
  });
  const result = renderScreen(<TwoFactorChallenge redirect="/account/settings" />, {
    path: '/two-factor',
    environment,
  });
  return { ...result, environment };
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

  it('sends the e-mail code once when the screen opens in e-mail mode, and resends on request', async () => {
    const sends: unknown[] = [];
    const toaster = { show: vi.fn<Toaster['show']>(), dismiss: vi.fn(), clear: vi.fn(), getToasts: vi.fn() };
    registerToaster(toaster);
    renderChallenge(true, sends);
    await screen.findByText(
      'Wir haben Ihnen einen 6-stelligen Code per E-Mail geschickt. Bitte geben Sie ihn hier ein.',
    );
    expect(screen.getByLabelText('Code')).toBeTruthy();
    await vi.waitFor(() => expect(sends).toEqual([{ onArrival: true }]));
    // Switching modes and back is the same visit: no second mail.
    fireEvent.click(screen.getByRole('button', { name: 'Code aus der Authenticator-App verwenden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Code per E-Mail erhalten' }));
    await act(async () => {});
    expect(sends).toEqual([{ onArrival: true }]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Code erneut senden' })));
    expect(sends).toEqual([{ onArrival: true }, { onArrival: false }]);
    await vi.waitFor(() =>
      expect(toaster.show.mock.calls.map(([props]) => props.message)).toEqual([
        'Ein neuer Code wurde an die hinterlegte E-Mail-Adresse geschickt!',
      ]),
    );
  });

  it('sends nothing when the screen opens in app mode', async () => {
    const sends: unknown[] = [];
    renderChallenge(false, sends);
    await screen.findByLabelText('Code');
    await act(async () => {});
    expect(sends).toEqual([]);
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
