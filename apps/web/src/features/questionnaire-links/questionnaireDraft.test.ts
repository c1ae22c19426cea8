import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './questionnaireDraft';

const draft = { height: '172', weight: '64,5', answers: { '1': ['MORE_ENERGY'] }, step: 'goals' };

afterEach(() => sessionStorage.clear());

describe('questionnaire draft', () => {
  it("is kept in the tab's sessionStorage per patient, not in localStorage", () => {
    saveDraft('42', draft);
    expect(loadDraft('42')).toEqual(draft);
    expect(loadDraft('7')).toBeNull();
    expect(localStorage.length).toBe(0);
    clearDraft('42');
    expect(loadDraft('42')).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    sessionStorage.setItem(
      'portal.questionnaireDraft.42',
      JSON.stringify({ ...draft, answers: { '1': 'x' } }),
    );
    expect(loadDraft('42')).toBeNull();
    sessionStorage.setItem('portal.questionnaireDraft.42', '{broken');
    expect(loadDraft('42')).toBeNull();
  });
});
