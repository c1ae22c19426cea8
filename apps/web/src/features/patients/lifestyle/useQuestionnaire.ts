import { useCallback, useMemo, useState } from 'react';
import {
  type Answers,
  answersPayload,
  hiddenQuestionIds,
  type QuestionRule,
  type Sex,
} from './questionnaire';

/** Answers, the questions seen so far and the number of pages, shared by the wizard and the lifestyle tab. */
export function useQuestionnaire(initialAnswers: Answers = {}) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [known, setKnown] = useState<Record<string, QuestionRule>>({});
  // Unknown until the first page has loaded: the wizard must not offer to save before.
  const [lastPage, setLastPage] = useState<number | null>(null);

  const onLoaded = useCallback((questions: readonly QuestionRule[], pages: number) => {
    setLastPage(pages);
    setKnown((current) =>
      questions.every((q) => current[q.id] === q)
        ? current
        : { ...current, ...Object.fromEntries(questions.map((q) => [q.id, q])) },
    );
  }, []);

  const onChange = useCallback(
    (questionId: string, values: string[]) => setAnswers((current) => ({ ...current, [questionId]: values })),
    [],
  );

  const knownQuestions = useMemo(() => Object.values(known), [known]);
  const payload = useCallback(
    (sex: Sex) => answersPayload(answers, hiddenQuestionIds(knownQuestions, answers, sex)),
    [answers, knownQuestions],
  );

  return { answers, setAnswers, knownQuestions, lastPage, onLoaded, onChange, payload };
}
