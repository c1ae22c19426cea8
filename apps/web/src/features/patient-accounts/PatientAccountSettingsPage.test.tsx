import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../http/rest';
import { patientSession, signedOutPatientSession } from '../../session/patientSession';
import { toast } from '../../shared/toast/toast';
import { renderScreen } from '../../test/renderScreen';
import { changePatientPassword, deletePatientAccount, patientMe } from './patientApi';
import { PatientAccountSettingsPage } from './PatientAccountSettingsPage';
import {
  latestPatientDataExport,
  type PatientConsent,
  type PatientDataExport,
  patientConsents,
  requestPatientDataExport,
  withdrawPatientConsent,
} from './patientDataApi';

vi.mock('./patientApi', () => ({
  patientMe: vi.fn(),
  changePatientPassword: vi.fn(),
  deletePatientAccount: vi.fn(),
}));
vi.mock('./patientDataApi', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  patientConsents: vi.fn(),
  withdrawPatientConsent: vi.fn(),
  latestPatientDataExport: vi.fn(),
  requestPatientDataExport: vi.fn(),
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

const terms: PatientConsent = {
  id: '11',
  key: 'patient-terms',
  version: 2,
  text: { de: 'Ich akzeptiere die Nutzungsbedingungen des Patientenportals.', en: 'I accept the terms.' },
  required: true,
  accepted_at: '2026-11-02T09:30:00.000Z',
  withdrawn_at: null,
};
const reminders: PatientConsent = {
  id: '12',
  key: 'patient-reminders',
  version: 1,
  text: { de: 'Ich möchte Erinnerungen per E-Mail erhalten.', en: 'I would like reminders by e-mail.' },
  required: false,
  accepted_at: '2026-11-02T09:30:00.000Z',
  withdrawn_at: null,
};
const exportOf = (overrides: Partial<PatientDataExport> = {}): PatientDataExport => ({
  id: '5',
  status: 'ready',
  progress: 100,
  created_at: '2026-12-01T10:00:00.000Z',
  ready_at: '2026-12-01T10:00:05.000Z',
  expires_at: '2026-12-08T10:00:00.000Z',
  ...overrides,
});

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

// The page's parts load one by one, so the button is awaited, not assumed.
async function click(name: string, scope: HTMLElement = document.body) {
  const button = await within(scope).findByRole('button', { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('PatientAccountSettingsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(patientMe).mockResolvedValue(me);
    vi.mocked(patientConsents).mockResolvedValue([terms, reminders]);
    vi.mocked(latestPatientDataExport).mockResolvedValue(null);
    patientSession.set({ isAuthenticated: true, patientId: '7', user: null });
  });

  it("shows the patient's name, practice and, as secondary, the username", async () => {
    await openPage();
    expect(screen.getByText(me.guid)).toBeTruthy();
    expect(
      screen.getByText('Benutzername (falls Sie sich nicht mit Ihrer E-Mail-Adresse anmelden können)'),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Mein Konto',
      'Konto',
      'Einwilligungen',
      'Meine Daten',
    ]);
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

  it('lists the consents with version, date and whether they are required; only voluntary ones can be withdrawn', async () => {
    await openPage();
    const required = (await screen.findByText(terms.text.de)).closest('li')!;
    expect(within(required).getByText('Erforderlich')).toBeTruthy();
    expect(within(required).getByText('Version 2')).toBeTruthy();
    expect(within(required).getByText('Zugestimmt am 02.11.2026')).toBeTruthy();
    expect(within(required).queryByRole('button')).toBeNull();
    expect(within(required).getByText(/löschen Sie bitte Ihr Konto/)).toBeTruthy();
    const optional = screen.getByText(reminders.text.de).closest('li')!;
    expect(within(optional).getByText('Freiwillig')).toBeTruthy();
    expect(within(optional).getByRole('button', { name: `Widerrufen: ${reminders.text.de}` })).toBeTruthy();
  });

  it('withdraws a voluntary consent after the confirmation', async () => {
    vi.mocked(withdrawPatientConsent).mockResolvedValue([
      terms,
      { ...reminders, withdrawn_at: '2026-12-06T12:00:00.000Z' },
    ]);
    await openPage();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: `Widerrufen: ${reminders.text.de}` }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Einwilligung widerrufen?' });
    expect(withdrawPatientConsent).not.toHaveBeenCalled();
    await click('Einwilligung widerrufen', dialog);
    expect(withdrawPatientConsent).toHaveBeenCalledWith('12');
    expect(toast.success).toHaveBeenCalledWith('Ihre Einwilligung wurde widerrufen.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Widerrufen am 06.12.2026')).toBeTruthy();
  });

  it("shows the server's reason in the dialog when a withdrawal is refused", async () => {
    vi.mocked(withdrawPatientConsent).mockRejectedValue(
      new RestError(409, [{ message: 'Diese Einwilligung haben Sie bereits widerrufen.' }]),
    );
    await openPage();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: `Widerrufen: ${reminders.text.de}` }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Einwilligung widerrufen?' });
    await click('Einwilligung widerrufen', dialog);
    expect(within(dialog).getByText('Diese Einwilligung haben Sie bereits widerrufen.')).toBeTruthy();
  });

  it('says what to do when there are no consents', async () => {
    vi.mocked(patientConsents).mockResolvedValue([]);
    await openPage();
    expect(await screen.findByText('Keine Einwilligungen gespeichert')).toBeTruthy();
  });

  it('requests a data export, shows its progress while polling and then the two downloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(requestPatientDataExport).mockResolvedValue(
        exportOf({ status: 'queued', progress: 0, ready_at: null }),
      );
      vi.mocked(latestPatientDataExport)
        .mockResolvedValueOnce(null)
        .mockResolvedValueOnce(exportOf({ status: 'running', progress: 44, ready_at: null }))
        .mockResolvedValue(exportOf());
      await openPage();
      await click(
        'Datenexport anfordern',
        (await screen.findByRole('heading', { name: 'Meine Daten' })).parentElement!,
      );
      expect(requestPatientDataExport).toHaveBeenCalledWith('de');
      expect(screen.getByRole('progressbar', { name: 'Fortschritt des Datenexports' })).toBeTruthy();
      expect(screen.getByText('0 %')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500);
      });
      expect(screen.getByText('44 %')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500);
      });
      const json = screen.getByRole('button', { name: 'JSON herunterladen' });
      expect(json.getAttribute('href')).toBe('/api/patient/data-exports/5/download?format=json');
      expect(screen.getByRole('button', { name: 'PDF herunterladen' }).getAttribute('href')).toBe(
        '/api/patient/data-exports/5/download?format=pdf',
      );
      expect(screen.getByText('Die Dateien stehen bis 08.12.2026 zum Herunterladen bereit.')).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's reason when a new export is refused", async () => {
    vi.mocked(latestPatientDataExport).mockResolvedValue(exportOf());
    vi.mocked(requestPatientDataExport).mockRejectedValue(
      new RestError(429, [{ message: 'Sie haben heute bereits 3 Datenexporte angefordert.' }]),
    );
    await openPage();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Neuen Datenexport anfordern' }));
    });
    expect(screen.getByText('Sie haben heute bereits 3 Datenexporte angefordert.')).toBeTruthy();
  });
});
