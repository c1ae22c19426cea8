import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { type OperationDescriptor } from 'relay-runtime';
import { renderScreen } from '../../test/renderScreen';
import { PatientResetPasswordPage } from './PatientResetPasswordPage';
import { PatientResetPasswordSentPage } from './PatientResetPasswordSentPage';

const guid = '0b9f2c1e-1111-4a2b-9c3d-222233334444';

/** An environment answering each reset request with success; `requests` records their variables. */
function answeringEnvironment() {
  const environment = createMockEnvironment();
  const requests = vi.fn<(variables: OperationDescriptor['request']['variables']) => void>();
  const answer = () =>
    environment.mock.queueOperationResolver((operation) => {
      requests(operation.request.variables);
      answer();
      return { data: { requestPatientPasswordReset: true } };
    });
  answer();
  return { environment, requests };
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('PatientResetPasswordPage', () => {
  it('needs a username and a valid e-mail address', async () => {
    const { environment, requests } = answeringEnvironment();
    renderScreen(<PatientResetPasswordPage />, { path: '/reset-password', environment });
    await click('Link senden');
    expect(screen.getAllByText('Das ist ein Pflichtfeld')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'lena@' } });
    await click('Link senden');
    expect(screen.getByText('Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.')).toBeTruthy();
    expect(requests).not.toHaveBeenCalled();
  });

  it('prefills the username from ?guid, requests the reset and opens the sent page with both', async () => {
    const { environment, requests } = answeringEnvironment();
    const { router } = renderScreen(<PatientResetPasswordPage />, {
      path: `/reset-password?guid=${guid}`,
      environment,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Benutzername').value).toBe(guid);
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: ' lena@example.com ' } });
    await click('Link senden');
    expect(requests).toHaveBeenCalledWith({ patientGuid: guid, email: 'lena@example.com' });
    expect(router.state.location.pathname).toBe('/reset-password/sent');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('lena@example.com');
    expect(new URLSearchParams(router.state.location.search).get('guid')).toBe(guid);
  });
});

describe('PatientResetPasswordSentPage', () => {
  it('resends once with the guid and e-mail of the request', async () => {
    const { environment, requests } = answeringEnvironment();
    renderScreen(<PatientResetPasswordSentPage />, {
      path: `/reset-password/sent?email=lena%40example.com&guid=${guid}`,
      environment,
    });
    expect(screen.getByText(/lena@example.com/)).toBeTruthy();
    await click('E-Mail erneut senden');
    expect(requests).toHaveBeenCalledWith({ patientGuid: guid, email: 'lena@example.com' });
    expect(screen.getByRole('button', { name: 'E-Mail erneut senden' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no resend without the username, and sends a bare visit back to the form', () => {
    renderScreen(<PatientResetPasswordSentPage />, { path: '/reset-password/sent?email=lena%40example.com' });
    expect(screen.queryByRole('button', { name: 'E-Mail erneut senden' })).toBeNull();
    const { router } = renderScreen(<PatientResetPasswordSentPage />, { path: '/reset-password/sent' });
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
