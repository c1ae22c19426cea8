import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { PatientRegisterSuccessPage } from './PatientRegisterSuccessPage';

const guid = '0b9f2c1e-1111-4a2b-9c3d-222233334444';

describe('PatientRegisterSuccessPage', () => {
  it('tells a patient whose e-mail signs in to use it, with no username to memorise', () => {
    renderScreen(<PatientRegisterSuccessPage />, { path: '/register/success?signIn=email' });
    expect(
      screen.getByText('Melden Sie sich ab jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('patient-username')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the username when another account shares the address', () => {
    renderScreen(<PatientRegisterSuccessPage />, { path: `/register/success?username=${guid}` });
    expect(screen.getByText(/wird von mehreren Konten verwendet/)).toBeTruthy();
    expect(screen.getByTestId('patient-username').textContent).toBe(guid);
  });
});
