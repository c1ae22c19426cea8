import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientSession, signedOutPatientSession } from '../../session/patientSession';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { FillQuestionnairePage } from './FillQuestionnairePage';
import { linkSession } from './linkSession';
import { QuestionnaireLoginPage } from './QuestionnaireLoginPage';

const guid = '6f1c2a9e-4b1d-4c8e-9a51-0d3b7e2f8c11';
const route = '/patients/:patient/login';
const user = { id: '42', first_name: 'Lea', last_name: 'Berger', email: '' };

afterEach(() => {
  sessionStorage.clear();
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

const questions = [
  {
    id: '1',
    key_question: 'GOALS',
    type: 'Chip',
    de: 'Ihre Ziele?',
    en: 'Your goals?',
    only_for_sex: null,
    show_if: null,
    answers: [
      { value: 'MORE_ENERGY', de: 'Mehr Energie', en: 'More energy' },
      { value: 'IMPROVE_SKIN', de: 'Haut verbessern', en: 'Improve skin' },
    ],
  },
  {
    id: '2',
    key_question: 'SKIN_TYPE',
    type: 'Single',
    de: 'Hauttyp?',
    en: 'Skin type?',
    only_for_sex: null,
    show_if: { key_question: 'GOALS', value: 'IMPROVE_SKIN' },
    answers: [
      { value: 'DRY', de: 'Trocken', en: 'Dry' },
      { value: 'OILY', de: 'Fettig', en: 'Oily' },
    ],
  },
  {
    id: '3',
    key_question: 'DIET_TYPE',
    type: 'Single',
    de: 'Ernährungsweise?',
    en: 'Diet?',
    only_for_sex: null,
    show_if: null,
    answers: [
      { value: 'VEGETARIAN', de: 'Vegetarisch', en: 'Vegetarian' },
      { value: 'VEGAN', de: 'Vegan', en: 'Vegan' },
    ],
  },
  {
    id: '4',
    key_question: 'WHOLE_GRAINS',
    type: 'Single',
    de: 'Vollkorn?',
    en: 'Whole grains?',
    only_for_sex: null,
    show_if: null,
    answers: [{ value: 'DAILY', de: 'Täglich', en: 'Daily' }],
  },
];

/**
 * The questionnaire of patient 42 (168 cm, 62 kg on record; a stored skin answer from an earlier goal), answering
 * every query and mutation; `sent` records the mutations' variables by operation name.
 */
function questionnaireEnvironment() {
  const environment = createMockEnvironment();
  const sent = vi.fn<(name: string, variables: OperationDescriptor['request']['variables']) => void>();
  resolveAllOperations(environment, (operation) => {
    const { name } = operation.request.node.params;
    switch (name) {
      case 'FillQuestionnairePageQuery':
        return {
          data: {
            patientInfo: {
              id: '42',
              isLifestyleQuestionnaireAvailable: true,
              first_name: 'Lea',
              biological_sex: 'Male',
              height: 168,
              weight: 62,
              latestAnswers: [{ id: 'a2', question_id: '2', values: ['DRY'] }],
            },
          },
        };
      case 'AllLifestyleQuestionsQuery':
        return { data: { lifestyleQuestions: { data: questions, paginatorInfo: { lastPage: 1 } } } };
      case 'useSaveQuestionnaireBodyMutation':
        sent(name, operation.request.variables);
        return { data: { updateAuthPatient: { id: '42', height: 172, weight: 64.5 } } };
      case 'useSaveQuestionnaireAnswersMutation':
        sent(name, operation.request.variables);
        return { data: { updateAuthPatientAnswers: { id: '42' } } };
      default:
        return null;
    }
  });
  return { environment, sent };
}

function renderQuestionnaire(environment = questionnaireEnvironment().environment) {
  patientSession.set({ isAuthenticated: true, patientId: '42', user });
  linkSession.remember(guid, '42');
  return renderScreen(<FillQuestionnairePage />, {
    path: '/patients/42/fill-questionnaire',
    route: '/patients/:patientId/fill-questionnaire',
    environment,
  });
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const next = () => press('Weiter');
const heading = (name: string) => screen.getByRole('heading', { name });

describe('FillQuestionnairePage: one topic per step', () => {
  it('starts with height and weight and shows the progress', async () => {
    renderQuestionnaire();
    expect(await screen.findByText('Schritt 1 von 4')).toBeTruthy();
    expect(heading('Größe und Gewicht')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Schritt 1 von 4' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Größe (cm)').value).toBe('168');
    expect(screen.getByText(/Hallo Lea/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
  });

  it('keeps "Weiter" on the step while height or weight is invalid, with the message and the focus there', async () => {
    renderQuestionnaire();
    const height = await screen.findByLabelText('Größe (cm)');
    fireEvent.change(height, { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Gewicht (kg)'), { target: { value: '600' } });
    await next();
    expect(screen.getByText('Schritt 1 von 4')).toBeTruthy();
    expect(screen.getByText('Größe muss mindestens 50 cm betragen.')).toBeTruthy();
    expect(screen.getByText('Gewicht darf maximal 500 kg betragen.')).toBeTruthy();
    expect(document.activeElement).toBe(height);

    fireEvent.change(height, { target: { value: '172' } });
    fireEvent.change(screen.getByLabelText('Gewicht (kg)'), { target: { value: '64,5' } });
    await next();
    expect(screen.getByText('Schritt 2 von 4')).toBeTruthy();
  });

  it('moves the focus to the new step heading and keeps the answers going forward and back', async () => {
    renderQuestionnaire();
    await screen.findByText('Schritt 1 von 4');
    await next();
    expect(document.activeElement).toBe(heading('Ihre Ziele'));
    expect(screen.getByRole('group', { name: 'Ihre Ziele?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mehr Energie' }));
    await next();
    expect(heading('Ernährung')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Vegan' }));
    await press('Zurück');
    expect(screen.getByText('Schritt 2 von 4')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Mehr Energie' }).checked).toBe(true);
    await next();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Vegan' }).checked).toBe(true);
  });

  it('adds the skin step only while the goals include IMPROVE_SKIN', async () => {
    renderQuestionnaire();
    await screen.findByText('Schritt 1 von 4');
    await next();
    expect(screen.queryByText('Hauttyp?')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Haut verbessern' }));
    expect(screen.getByText('Schritt 2 von 5')).toBeTruthy();
    await next();
    expect(heading('Haut, Haare und Nägel')).toBeTruthy();
    // The answer stored earlier is there again.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Trocken' }).checked).toBe(true);
    await press('Zurück');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Haut verbessern' }));
    expect(screen.getByText('Schritt 2 von 4')).toBeTruthy();
    await next();
    expect(heading('Ernährung')).toBeTruthy();
  });

  it('restores the draft of this tab after a reload', async () => {
    const first = renderQuestionnaire();
    const height = await screen.findByLabelText('Größe (cm)');
    fireEvent.change(height, { target: { value: '175' } });
    await next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mehr Energie' }));
    first.unmount();

    renderQuestionnaire();
    expect(await screen.findByText('Schritt 2 von 4')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Mehr Energie' }).checked).toBe(true);
    await press('Zurück');
    expect(screen.getByLabelText<HTMLInputElement>('Größe (cm)').value).toBe('175');
  });

  it('reviews and sends only the answered, visible questions, then forgets the draft', async () => {
    const { environment, sent } = questionnaireEnvironment();
    const { router } = renderQuestionnaire(environment);
    fireEvent.change(await screen.findByLabelText('Größe (cm)'), { target: { value: '172' } });
    fireEvent.change(screen.getByLabelText('Gewicht (kg)'), { target: { value: '64,5' } });
    await next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mehr Energie' }));
    await next();
    fireEvent.click(screen.getByRole('radio', { name: 'Vegetarisch' }));
    await next();
    expect(screen.getByText('Schritt 4 von 4')).toBeTruthy();
    expect(heading('Ihre Angaben prüfen und senden')).toBeTruthy();
    expect(screen.getByText('Mehr Energie')).toBeTruthy();
    expect(screen.getByText('Keine Angabe')).toBeTruthy();
    expect(screen.queryByText('Trocken')).toBeNull();
    expect(sent).not.toHaveBeenCalled();

    await press('Fragebogen senden');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/patients/42/fill-questionnaire-success'),
    );
    expect(sent).toHaveBeenCalledWith('useSaveQuestionnaireBodyMutation', { height: 172, weight: 64.5 });
    // The skin answer on record is hidden without IMPROVE_SKIN; the unanswered question is left out.
    expect(sent).toHaveBeenCalledWith('useSaveQuestionnaireAnswersMutation', {
      answers: [
        { question_id: '1', values: ['MORE_ENERGY'] },
        { question_id: '3', values: ['VEGETARIAN'] },
      ],
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('goes back to a step from the review to change an answer', async () => {
    renderQuestionnaire();
    await screen.findByText('Schritt 1 von 4');
    await next();
    await next();
    await next();
    await press('Ihre Ziele ändern');
    expect(document.activeElement).toBe(heading('Ihre Ziele'));
  });
});
