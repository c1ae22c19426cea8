import { type Answers } from '../patients/lifestyle/questionnaire';
import { type BodyMeasuresForm } from './bodyMeasures';

/**
 * What the patient has entered so far, kept across pages and a reload until the questionnaire is sent. In
 * sessionStorage, not localStorage: these are health data, often typed on a shared or family computer; the tab's
 * storage goes when the tab or browser is closed, while localStorage would keep them for the next person.
 */
export interface QuestionnaireDraft extends BodyMeasuresForm {
  answers: Answers;
  /** The step the patient was on (a StepKey). */
  step: string;
}

const keyOf = (patientId: string) => `portal.questionnaireDraft.${patientId}`;

const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (values) => Array.isArray(values) && values.every((item) => typeof item === 'string'),
  );

export function loadDraft(patientId: string): QuestionnaireDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(patientId));
    const draft = raw === null ? null : (JSON.parse(raw) as Partial<QuestionnaireDraft> | null);
    // Anything of another shape starts from the practice's record instead.
    if (
      typeof draft?.height !== 'string' ||
      typeof draft.weight !== 'string' ||
      typeof draft.step !== 'string' ||
      !isAnswers(draft.answers)
    )
      return null;
    return { height: draft.height, weight: draft.weight, step: draft.step, answers: draft.answers };
  } catch {
    return null;
  }
}

export function saveDraft(patientId: string, draft: QuestionnaireDraft): void {
  try {
    sessionStorage.setItem(keyOf(patientId), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the questionnaire still works, only a reload starts over.
  }
}

export function clearDraft(patientId: string): void {
  try {
    sessionStorage.removeItem(keyOf(patientId));
  } catch {
    // Nothing was kept.
  }
}
