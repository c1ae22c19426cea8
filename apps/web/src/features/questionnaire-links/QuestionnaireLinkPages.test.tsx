import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientSession, signedOutPatientSession } from '../../session/patientSession';
import { renderScreen } from '../../test/renderScreen';
import { FillQuestionnairePage } from './FillQuestionnairePage';
import { linkSession } from './linkSession';
import { QuestionnaireLoginPage } from './QuestionnaireLoginPage';

const guid = '6f1c2a9e-4b1d-4c8e-9a51-0d3b7e2f8c11';
const route = '/patients/:patient/login';
const user = { id: '42', first_name: 'Lea', last_name: 'Berger', email: '' };

afterEach(() => {
  patientSession.set(signedOutPatientSession);
  linkSession.set({ guid: null, patientId: null });
  vi.unstubAllGlobals();
});

describe('QuestionnaireLoginPage', () => {
  it('explains a link without expiry or signature instead of asking for the birth date', () => {
    renderScreen(<QuestionnaireLoginPage />, { path: `/patients/${guid}/login?expires=1`, route });
    expect(screen.getByText(/Dieser Link ist unvollständig/)).toBeTruthy();
    expect(screen.queryByLabelText('Geburtsdatum')).toBeNull();
  });

  it('checks the birth date before asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderScreen(<QuestionnaireLoginPage />, {
      path: `/patients/${guid}/login?expires=1&signature=abc`,
      route,
    });
    fireEvent.change(screen.getByLabelText('Geburtsdatum'), { target: { value: '31.12.1899' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zum Fragebogen' }));
    expect(await screen.findByText('Das Geburtsdatum darf nicht vor dem 01.01.1900 liegen.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Geburtsdatum'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zum Fragebogen' }));
    expect(await screen.findByText('Das ist ein Pflichtfeld')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes straight on when this link opened the current patient session', async () => {
    patientSession.set({ isAuthenticated: true, patientId: '42', user });
    linkSession.remember(guid, '42');
    const { router } = renderScreen(<QuestionnaireLoginPage />, {
      path: `/patients/${guid}/login?expires=1&signature=abc`,
      route,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients/42/fill-questionnaire'));
  });

  it("asks again for another patient's link", () => {
    patientSession.set({ isAuthenticated: true, patientId: '42', user });
    linkSession.remember('another-guid', '42');
    renderScreen(<QuestionnaireLoginPage />, {
      path: `/patients/${guid}/login?expires=1&signature=abc`,
      route,
    });
    expect(screen.getByLabelText('Geburtsdatum')).toBeTruthy();
  });
});

describe('FillQuestionnairePage', () => {
  it('sends a visitor without a patient session back to the link', () => {
    renderScreen(<FillQuestionnairePage />, {
      path: '/patients/42/fill-questionnaire',
      route: '/patients/:patientId/fill-questionnaire',
    });
    expect(screen.getByText('Bitte öffnen Sie den Link erneut')).toBeTruthy();
  });

  it("does not open for another patient's session", () => {
    patientSession.set({ isAuthenticated: true, patientId: '7', user });
    linkSession.remember(guid, '7');
    renderScreen(<FillQuestionnairePage />, {
      path: '/patients/42/fill-questionnaire',
      route: '/patients/:patientId/fill-questionnaire',
    });
    expect(screen.getByText('Bitte öffnen Sie den Link erneut')).toBeTruthy();
  });

  it('does not open for a portal session of the patient', () => {
    patientSession.set({ isAuthenticated: true, patientId: '42', user });
    renderScreen(<FillQuestionnairePage />, {
      path: '/patients/42/fill-questionnaire',
      route: '/patients/:patientId/fill-questionnaire',
    });
    expect(screen.getByText('Bitte öffnen Sie den Link erneut')).toBeTruthy();
  });
});
