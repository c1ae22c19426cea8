import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { renderScreen } from '../../../test/renderScreen';
import { confirmPassword } from '../../sessions/authApi';
import { doctorSession, signedOutDoctorSession } from '../../../session/doctorSession';
import { DeleteAccountDialog } from './DeleteAccountDialog';

vi.mock('../../sessions/authApi', () => ({ confirmPassword: vi.fn() }));

async function passPasswordStep(user = { isDoctor: true, patientTotal: 0 }) {
  const environment = createMockEnvironment();
  const view = renderScreen(<DeleteAccountDialog user={user} onClose={() => undefined} />, {
    path: '/account/settings',
    environment,
  });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Doctor!2026pass' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  });
  return { ...view, environment };
}

describe('DeleteAccountDialog', () => {
  const doctor = {
    id: '2',
    first_name: 'Erika',
    last_name: 'Muster',
    email: 'erika@example.com',
    permissions: [],
  };

  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(confirmPassword).mockResolvedValue(undefined);
    doctorSession.set({ ...signedOutDoctorSession, user: doctor });
  });

  it('shows the wrong-password text on the field', async () => {
    const { RestError } = await import('../../../http/rest');
    vi.mocked(confirmPassword).mockRejectedValue(
      new RestError(422, [
        {
          message: 'The provided password was incorrect.',
          reason: 'common.validationFailed',
          fieldReasons: ['sessions.passwordIncorrect'],
        },
      ]),
    );
    await passPasswordStep();
    expect(screen.getByText('Das angegebene Passwort war falsch.')).toBeTruthy();
  });

  it('goes to the blocked step for a doctor with patients', async () => {
    await passPasswordStep({ isDoctor: true, patientTotal: 3 });
    expect(screen.getByText(/kann nicht gelöscht werden/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Endgültig löschen' })).toBeNull();
  });

  it('deletes after the confirmation, clears the sessions and goes to the login', async () => {
    const { environment, router } = await passPasswordStep();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(() => ({ data: { deleteMe: true } }));
    });
    expect(doctorSession.get()).toEqual(signedOutDoctorSession);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('turns to the blocked step when the server finds linked data', async () => {
    const { environment } = await passPasswordStep();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(() => ({
        data: null,
        errors: [{ message: 'ACCOUNT_HAS_LINKED_DATA', extensions: { reason: 'account.hasLinkedData' } }],
      }));
    });
    expect(doctorSession.get().user).toEqual(doctor);
    expect(screen.getByText(/kann nicht gelöscht werden/)).toBeTruthy();
  });
});
