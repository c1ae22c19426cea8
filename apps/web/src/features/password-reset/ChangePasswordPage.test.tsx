import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { type OperationDescriptor } from 'relay-runtime';
import { renderScreen } from '../../test/renderScreen';
import { ChangePasswordPage } from './ChangePasswordPage';

async function save(password: string, repeat = password) {
  fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: repeat } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  });
}

/** An environment answering each reset with success; `resets` records their variables. */
function answeringEnvironment() {
  const environment = createMockEnvironment();
  const resets = vi.fn<(variables: OperationDescriptor['request']['variables']) => void>();
  const answer = () =>
    environment.mock.queueOperationResolver((operation) => {
      resets(operation.request.variables);
      answer();
      return { data: { resetPassword: true } };
    });
  answer();
  return { environment, resets };
}

describe('ChangePasswordPage', () => {
  it("sends the doctor's e-mail from the link with the token", async () => {
    const { environment, resets } = answeringEnvironment();
    renderScreen(<ChangePasswordPage />, {
      path: '/change-password?token=t1&email=anna%40example.at',
      environment,
    });
    await save('Neu!2026pass');
    expect(resets).toHaveBeenCalledWith({
      token: 't1',
      email: 'anna@example.at',
      password: 'Neu!2026pass',
      password_confirmation: 'Neu!2026pass',
    });
  });

  it('asks a patient no e-mail, lists the rules live and words a mismatch as the reset does', async () => {
    const { environment, resets } = answeringEnvironment();
    const { router } = renderScreen(<ChangePasswordPage askEmail={false} showRules />, {
      path: '/change-password?token=t2',
      environment,
    });
    expect(screen.queryByLabelText('E-Mail-Adresse')).toBeNull();
    expect(screen.getByText('Ihr Passwort braucht:')).toBeTruthy();
    await save('Neu!2026pass', 'Neu!2026pasX');
    expect(
      screen.getByText('Die Passwörter stimmen nicht überein! Bitte probieren Sie es nochmal.'),
    ).toBeTruthy();
    expect(resets).not.toHaveBeenCalled();
    await save('Neu!2026pass');
    expect(resets).toHaveBeenCalledWith({
      token: 't2',
      email: null,
      password: 'Neu!2026pass',
      password_confirmation: 'Neu!2026pass',
    });
    expect(router.state.location.pathname).toBe('/change-password/success');
  });
});
