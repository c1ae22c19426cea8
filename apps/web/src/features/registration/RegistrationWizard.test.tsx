import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { RegistrationWizard } from './RegistrationWizard';

function renderWizard() {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, (operation) =>
    MockPayloadGenerator.generate(operation, {
      SpecializationPaginator: () => ({ data: [{ id: '1', name: 'Allgemeinmedizin' }] }),
      CertificationPaginator: () => ({ data: [{ id: '2', name: 'Ernährungsmedizin' }] }),
      CountryPaginator: () => ({
        data: [{ country_code: 'AT', name_de: 'Österreich', name_en: 'Austria', dial_code: '+43' }],
      }),
      ConsentPaginator: () => ({ data: [{ id: '7', de: 'Ich stimme zu', en: 'I agree', required: true }] }),
    }),
  );
  return renderScreen(<RegistrationWizard registrationToken="token" />, { path: '/register', environment });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('RegistrationWizard', () => {
  it('validates step 1, prefills the office name and allows going back only from step 2 on', async () => {
    renderWizard();
    await screen.findByLabelText('Vorname');
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();

    await click('Weiter');
    expect(screen.getAllByText('Das ist ein Pflichtfeld').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Anrede'), { target: { value: 'female' } });
    type('Vorname', 'Anna');
    type('Nachname', 'Muster');
    await click('Weiter');

    expect(screen.getByLabelText<HTMLInputElement>('Name der Praxis').value).toBe('Praxis Dr. Anna Muster');
    await click('Zurück');
    expect(screen.getByLabelText<HTMLInputElement>('Vorname').value).toBe('Anna');
  });

  it('shows the billing-details warning and lets the additional step be skipped', async () => {
    renderWizard();
    await screen.findByLabelText('Vorname');
    fireEvent.change(screen.getByLabelText('Anrede'), { target: { value: 'male' } });
    type('Vorname', 'Max');
    type('Nachname', 'Berger');
    await click('Weiter');

    expect(
      screen.getByText(
        'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.',
      ),
    ).toBeTruthy();
    type('Adresse', 'Hauptstraße 1');
    type('Postleitzahl', '1010');
    type('Ort', 'Wien');
    type('E-Mail-Adresse der Praxis', 'praxis@example.at');
    await click('Weiter');

    expect(
      screen.getByText('Diese Angaben sind freiwillig und helfen uns, Sie besser zu unterstützen.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Überspringen' })).toBeTruthy();
    await click('Überspringen');
    expect(screen.getByLabelText('Passwort wiederholen')).toBeTruthy();
    expect(screen.getByText('Ich stimme zu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Überspringen' })).toBeNull();
  });
});
