import { describe, expect, it } from 'vitest';
import { firstStep, nextStep, previousStep, savesOnSubmit } from './wizardSteps';

describe('new-patient wizard steps', () => {
  it('goes from personal data through the question pages', () => {
    const page1 = nextStep(firstStep);
    expect(page1).toEqual({ kind: 'questions', page: 1 });
    expect(nextStep(page1)).toEqual({ kind: 'questions', page: 2 });
  });

  it('goes back one step at a time, to personal data from the first page', () => {
    expect(previousStep({ kind: 'questions', page: 2 })).toEqual({ kind: 'questions', page: 1 });
    expect(previousStep({ kind: 'questions', page: 1 })).toEqual(firstStep);
    expect(previousStep(firstStep)).toEqual(firstStep);
  });

  it('saves on the last question page only', () => {
    expect(savesOnSubmit(firstStep, 2)).toBe(false);
    expect(savesOnSubmit({ kind: 'questions', page: 1 }, 2)).toBe(false);
    expect(savesOnSubmit({ kind: 'questions', page: 2 }, 2)).toBe(true);
  });

  it('stays on the success screen', () => {
    const success = { kind: 'success', patientId: '7' } as const;
    expect(nextStep(success)).toBe(success);
    expect(previousStep(success)).toBe(success);
  });
});
