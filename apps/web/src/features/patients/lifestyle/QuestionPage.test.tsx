import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { createRelayEnvironment } from '../../../relay/environment';
import { QuestionPage } from './QuestionPage';
import { type Sex } from './questionnaire';
import { useQuestionnaire } from './useQuestionnaire';

const questions = [
  {
    id: '1',
    key_question: 'GOALS',
    type: 'Chip',
    de: 'Ziele?',
    en: 'Goals?',
    only_for_sex: null,
    show_if: null,
    answers: [
      { value: 'IMPROVE_SKIN', de: 'Haut verbessern', en: 'Improve skin' },
      { value: 'MORE_ENERGY', de: 'Mehr Energie', en: 'More energy' },
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
    answers: [{ value: 'DRY', de: 'Trocken', en: 'Dry' }],
  },
  {
    id: '3',
    key_question: 'CYCLE',
    type: 'Single',
    de: 'Zyklus?',
    en: 'Cycle?',
    only_for_sex: 'Female',
    show_if: null,
    answers: [{ value: 'REGULAR', de: 'Regelmäßig', en: 'Regular' }],
  },
];

function Questionnaire({ sex }: { sex: Sex }) {
  const questionnaire = useQuestionnaire();
  const [sent, setSent] = useState('');
  return (
    <>
      <Suspense fallback="loading">
        <QuestionPage
          sex={sex}
          page={1}
          answers={questionnaire.answers}
          readOnly={false}
          knownQuestions={questionnaire.knownQuestions}
          onChange={questionnaire.onChange}
          onLoaded={questionnaire.onLoaded}
        />
      </Suspense>
      <button onClick={() => setSent(JSON.stringify(questionnaire.payload(sex)))}>send</button>
      <output>{sent}</output>
    </>
  );
}

async function renderQuestionnaire(sex: Sex) {
  // The network answers with one page holding the three questions.
  const environment = createRelayEnvironment(() =>
    Promise.resolve({ data: { lifestyleQuestions: { data: questions, paginatorInfo: { lastPage: 1 } } } }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <I18nextProvider i18n={i18n}>
        <Questionnaire sex={sex} />
      </I18nextProvider>
    </RelayEnvironmentProvider>,
  );
  await screen.findByText('Ziele?');
}

describe('QuestionPage', () => {
  it('shows the skin questions once IMPROVE_SKIN is chosen, and drops their answers when it is not', async () => {
    await i18n.changeLanguage('de');
    await renderQuestionnaire('Male');
    expect(screen.getByText('Ziele?')).toBeTruthy();
    expect(screen.queryByText('Hauttyp?')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Haut verbessern' }));
    expect(screen.getByText('Hauttyp?')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Trocken'));

    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual([
      { question_id: '1', values: ['IMPROVE_SKIN'] },
      { question_id: '2', values: ['DRY'] },
    ]);

    // Deselecting the goal hides the skin question, and its answer is no longer sent.
    fireEvent.click(screen.getByRole('button', { name: 'Haut verbessern' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Energie' }));
    expect(screen.queryByText('Hauttyp?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual([
      { question_id: '1', values: ['MORE_ENERGY'] },
    ]);
  });

  it('shows female-only questions only for Female', async () => {
    await renderQuestionnaire('Male');
    expect(screen.queryByText('Zyklus?')).toBeNull();
  });

  it('shows female-only questions for Female', async () => {
    await renderQuestionnaire('Female');
    expect(screen.getByText('Zyklus?')).toBeTruthy();
  });
});
