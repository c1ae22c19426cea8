import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../http/rest';
import { patientSession, signedOutPatientSession } from '../../session/patientSession';
import { toast } from '../../shared/toast/toast';
import { renderScreen } from '../../test/renderScreen';
import { changePatientPassword, deletePatientAccount, patientMe } from './patientApi';
import { PatientAccountSettingsPage } from './PatientAccountSettingsPage';

vi.mock('./patientApi', () => ({
  patientMe: vi.fn(),
  changePatientPassword: vi.fn(),
  deletePatientAccount: vi.fn(),
}));
vi.mock('../../shared/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const me = {
  id: '7',
  guid: '0b9f2c1e-1111-4a2b-9c3d-222233334444',
  first_name: 'Lena',
  last_name: 'Müller',
  email: 'lena@example.com',
  date_of_birth: '1984-03-21',
  practice_name: 'Praxis Dr. Weber',
};

const wrongPassword = (field: string) =>
  new RestError(
    422,
    [{ message: 'x' }],
    { [field]: ['Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.'] },
    undefined,
    { [field]: ['account.wrongCurrentPassword'] },
  );

async function openPage(path = '/account-settings') {
  const view = renderScreen(<PatientAccountSettingsPage />, { path });
  await screen.findByText('Lena Müller');
  return view;
}

async function click(name: string, scope: HTMLElement = document.body) {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
}

describe('PatientAccountSettingsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(patientMe).mockResolvedValue(me);
    patientSession.set({ isAuthenticated: true, patientId: '7', user: null });
  });

  it("shows the patient's name, username and practice", async () => {
    await openPage();
    expect(screen.getByText(me.guid)).toBeTruthy();
    expect(screen.getByText('Praxis Dr. Weber')).toBeTruthy();
    expect(screen.getByText('lena@example.com')).toBeTruthy();
  });

  it('says so when no practice is assigned any more', async () => {
    vi.mocked(patientMe).mockResolvedValue({ ...me, practice_name: null });
    await openPage();
    expect(screen.getByText('Keine Praxis zugeordnet')).toBeTruthy();
  });

  it('opens the dialogs through the action parameter', async () => {
    const { router } = await openPage();
    await click('Passwort ändern');
    expect(router.state.location.search).toBe('?action=change_password');
    expect(screen.getByRole('dialog', { name: 'Passwort ändern' })).toBeTruthy();
  });

  it('changes the password; server field messages go on their fields', async () => {
    vi.mocked(changePatientPassword).mockRejectedValueOnce(wrongPassword('current_password'));
    const { router } = await openPage('/account-settings?action=change_password');
    const dialog = screen.getByRole('dialog', { name: 'Passwort ändern' });
    await click('Speichern', dialog);
    expect(within(dialog).getAllByText('Das ist ein Pflichtfeld')).toHaveLength(3);

    fireEvent.change(within(dialog).getByLabelText('Aktuelles Passwort'), {
      target: { value: 'Falsch!2026x' },
    });
    fireEvent.change(within(dialog).getByLabelText('Neues Passwort'), { target: { value: 'Neu!2026pass' } });
    fireEvent.change(within(dialog).getByLabelText('Neues Passwort wiederholen'), {
      target: { value: 'Neu!2026pass' },
    });
    await click('Speichern', dialog);
    expect(changePatientPassword).toHaveBeenCalledWith({
      current_password: 'Falsch!2026x',
      password: 'Neu!2026pass',
      password_confirmation: 'Neu!2026pass',
    });
    expect(
      within(dialog).getByText('Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.'),
    ).toBeTruthy();

    vi.mocked(changePatientPassword).mockResolvedValueOnce(undefined);
    await click('Speichern', dialog);
    expect(toast.success).toHaveBeenCalledWith('Passwort erfolgreich geändert');
    expect(router.state.location.search).toBe('');
  });

  it('deletes the account after the password and the confirmation, then clears the sessions', async () => {
    vi.mocked(deletePatientAccount).mockResolvedValue(undefined);
    const { router } = await openPage('/account-settings?action=delete_account');
    const dialog = screen.getByRole('dialog', { name: 'Konto löschen' });
    fireEvent.change(within(dialog).getByLabelText('Passwort'), { target: { value: 'Patient!2026x' } });
    await click('Weiter', dialog);
    expect(within(dialog).getByText(/Ihre medizinischen Daten bleiben bei Ihrer Praxis/)).toBeTruthy();
    expect(deletePatientAccount).not.toHaveBeenCalled();
    await click('Konto endgültig löschen', dialog);
    expect(deletePatientAccount).toHaveBeenCalledWith('Patient!2026x');
    expect(toast.success).toHaveBeenCalledWith('Das Konto wurde erfolgreich gelöscht.');
    expect(patientSession.get()).toEqual(signedOutPatientSession);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('returns to the password step with the message when the password was wrong', async () => {
    vi.mocked(deletePatientAccount).mockRejectedValue(wrongPassword('password'));
    await openPage('/account-settings?action=delete_account');
    const dialog = screen.getByRole('dialog', { name: 'Konto löschen' });
    fireEvent.change(within(dialog).getByLabelText('Passwort'), { target: { value: 'Falsch!2026x' } });
    await click('Weiter', dialog);
    await click('Konto endgültig löschen', dialog);
    expect(
      within(dialog).getByText('Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.'),
    ).toBeTruthy();
    expect(patientSession.get().isAuthenticated).toBe(true);
  });
});
