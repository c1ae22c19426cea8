import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RestError } from '../../http/rest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { registerPatient, verifyPatient } from './patientApi';
import { PatientRegisterPage } from './PatientRegisterPage';

vi.mock('./patientApi', () => ({ verifyPatient: vi.fn(), registerPatient: vi.fn() }));

const guid = '0b9f2c1e-1111-4a2b-9c3d-222233334444';
const link = `/register?guid=${guid}&email=lena%40example.com&firstName=Lena&lastName=M%C3%BCller&expires=1893456000&signature=abc123`;
const registrationUrl = `http://127.0.0.1:3100/api/patients/${guid}/register?expires=1893458000&signature=def456`;
const registrationPath = `/api/patients/${guid}/register?expires=1893458000&signature=def456`;

function open(path = link) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, (operation) =>
    MockPayloadGenerator.generate(operation, {
      ConsentPaginator: () => ({
        data: [
          { id: '31', de: 'Ich willige in die Datenverarbeitung ein.', en: 'I consent.', required: true },
          { id: '32', de: 'Ich möchte Neuigkeiten erhalten.', en: 'News, please.', required: false },
        ],
      }),
    }),
  );
  return renderScreen(<PatientRegisterPage />, { path, environment });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function verify(birthDate: string) {
  fireEvent.change(screen.getByLabelText('Geburtsdatum'), { target: { value: birthDate } });
  await click('Weiter');
}

describe('PatientRegisterPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('explains a link with missing parameters', () => {
    open('/register?guid=abc&email=lena%40example.com');
    expect(screen.getByText('Der Link ist unvollständig')).toBeTruthy();
    expect(screen.getByText(/firstName, lastName, expires, signature/)).toBeTruthy();
    expect(screen.queryByLabelText('Geburtsdatum')).toBeNull();
  });

  it('checks the birth date format before asking the server', async () => {
    open();
    expect(screen.getByText('Hallo Lena Müller,')).toBeTruthy();
    await verify('');
    expect(screen.getByText('Das ist ein Pflichtfeld')).toBeTruthy();
    await verify('31.12.1899');
    expect(
      screen.getByText('Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.'),
    ).toBeTruthy();
    expect(verifyPatient).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong birth date on the field, in the user's language", async () => {
    vi.mocked(verifyPatient).mockRejectedValue(
      new RestError(
        422,
        [{ message: 'x' }],
        { date_of_birth: ['Das Geburtsdatum stimmt nicht mit unseren Daten überein.'] },
        undefined,
        { date_of_birth: ['patientAccounts.birthDateMismatch'] },
      ),
    );
    open();
    await verify('21-03-1985');
    expect(verifyPatient).toHaveBeenCalledWith(guid, 'expires=1893456000&signature=abc123', '21-03-1985');
    expect(screen.getByText('Das Geburtsdatum stimmt nicht mit unseren Daten überein.')).toBeTruthy();
    expect(screen.getByLabelText('Geburtsdatum')).toBeTruthy();
  });

  it("says 'Zu viele Anfragen.' when the attempts are used up", async () => {
    vi.mocked(verifyPatient).mockRejectedValue(new RestError(429, [{ message: 'Too Many Attempts.' }]));
    open();
    await verify('21.03.1984');
    expect(screen.getByText(/^Zu viele Anfragen\./)).toBeTruthy();
  });

  it('shows the expired title and what to do for a refused signature', async () => {
    vi.mocked(verifyPatient).mockRejectedValue(new RestError(403, [{ message: 'Invalid signature.' }]));
    open();
    await verify('21.03.1984');
    expect(screen.getByText('Dieser Einladungslink ist abgelaufen')).toBeTruthy();
    expect(screen.getByText(/bitten Sie Ihre Praxis, Ihnen eine neue Einladung zu schicken/)).toBeTruthy();
    expect(screen.queryByLabelText('Geburtsdatum')).toBeNull();
  });

  it('creates the account: password rules, repeat, required consents, then the success page', async () => {
    vi.mocked(verifyPatient).mockResolvedValue({ registrationUrl });
    vi.mocked(registerPatient).mockResolvedValue({
      message: 'Ihr Konto wurde erfolgreich erstellt.',
      username: guid,
      signInWith: 'username',
    });
    const { router } = open();
    await verify('21.03.1984');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Account erstellen');
    expect(await screen.findByText('Ich willige in die Datenverarbeitung ein.')).toBeTruthy();
    // An adult: no under-18 note.
    expect(screen.queryByText(/unter 18 Jahren/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'kurz' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: 'anders' } });
    await click('Konto erstellen');
    expect(screen.getByText('Muss zwischen 8 und 64 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(screen.getByText('Dies ist erforderlich')).toBeTruthy();
    expect(registerPatient).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Patient!2026x' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: 'Patient!2026x' } });
    fireEvent.click(screen.getByLabelText('Ich willige in die Datenverarbeitung ein.'));
    await click('Konto erstellen');
    expect(registerPatient).toHaveBeenCalledWith(registrationPath, {
      password: 'Patient!2026x',
      password_confirmation: 'Patient!2026x',
      consentIds: ['31'],
    });
    expect(router.state.location.pathname).toBe('/register/success');
    // Another account shares the address: the username is the way in.
    expect(router.state.location.search).toBe(`?username=${guid}`);
  });

  it('sends a patient whose e-mail signs in to the success page without a username', async () => {
    vi.mocked(verifyPatient).mockResolvedValue({ registrationUrl });
    vi.mocked(registerPatient).mockResolvedValue({
      message: 'Ihr Konto wurde erfolgreich erstellt.',
      username: guid,
      signInWith: 'email',
    });
    const { router } = open();
    await verify('21.03.1984');
    await screen.findByText('Ich willige in die Datenverarbeitung ein.');
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Patient!2026x' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: 'Patient!2026x' } });
    fireEvent.click(screen.getByLabelText('Ich willige in die Datenverarbeitung ein.'));
    await click('Konto erstellen');
    expect(router.state.location.pathname).toBe('/register/success');
    expect(router.state.location.search).toBe('?signIn=email');
  });

  it('notes that no micronutrient recommendation is computed for a patient under 18', async () => {
    vi.mocked(verifyPatient).mockResolvedValue({ registrationUrl });
    open();
    await verify('01.01.2015');
    expect(
      await screen.findByText(/unter 18 Jahren berechnen wir keine Mikronährstoff-Empfehlung/),
    ).toBeTruthy();
  });

  it("returns to the birth date when the second step's link ran out", async () => {
    vi.mocked(verifyPatient).mockResolvedValue({ registrationUrl });
    vi.mocked(registerPatient).mockRejectedValue(new RestError(403, [{ message: 'Invalid signature.' }]));
    open();
    await verify('21.03.1984');
    await screen.findByText('Ich willige in die Datenverarbeitung ein.');
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Patient!2026x' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: 'Patient!2026x' } });
    fireEvent.click(screen.getByLabelText('Ich willige in die Datenverarbeitung ein.'));
    await click('Konto erstellen');
    expect(screen.getByText(/Bitte geben Sie Ihr Geburtsdatum noch einmal ein/)).toBeTruthy();
    expect(screen.getByLabelText('Geburtsdatum')).toBeTruthy();
  });
});
