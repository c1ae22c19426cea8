import { describe, expect, it } from 'vitest';
import { signedOutPatientSession } from '../../session/patientSession';
import {
  fillQuestionnairePath,
  fillQuestionnaireSuccessPath,
  hasQuestionnaireSession,
  isSignedInAs,
  isSignedInThrough,
} from './patientAccess';

const user = { id: 'p-1', first_name: 'Anna', last_name: 'Berger', email: '' };
const signedIn = { isAuthenticated: true, patientId: 'p-1', user };
const guid = '6f1c2a9e-4b1d-4c8e-9a51-0d3b7e2f8c11';

describe('isSignedInAs (the questionnaire page)', () => {
  it('is true only for an authenticated session of this patient', () => {
    expect(isSignedInAs(signedIn, 'p-1')).toBe(true);
    expect(isSignedInAs({ ...signedIn, patientId: 'p-2' }, 'p-1')).toBe(false);
    expect(isSignedInAs({ ...signedIn, isAuthenticated: false }, 'p-1')).toBe(false);
    expect(isSignedInAs(signedOutPatientSession, 'p-1')).toBe(false);
  });
});

describe('hasQuestionnaireSession (the questionnaire page opens)', () => {
  it('needs a session of this patient opened by a questionnaire link', () => {
    expect(hasQuestionnaireSession(signedIn, { guid, patientId: 'p-1' }, 'p-1')).toBe(true);
    expect(hasQuestionnaireSession(signedIn, { guid: null, patientId: null }, 'p-1')).toBe(false);
    expect(hasQuestionnaireSession(signedIn, { guid, patientId: 'p-2' }, 'p-1')).toBe(false);
    expect(hasQuestionnaireSession(signedOutPatientSession, { guid, patientId: 'p-1' }, 'p-1')).toBe(false);
  });
});

describe('isSignedInThrough (the link page redirects)', () => {
  it('goes on when the session was opened by a link of this guid', () => {
    expect(isSignedInThrough(signedIn, { guid, patientId: 'p-1' }, guid)).toBe(true);
    expect(isSignedInThrough(signedIn, { guid, patientId: 'p-1' }, guid.toUpperCase())).toBe(true);
  });

  it("asks for the birth date for another patient's link, a signed-out store or a portal session", () => {
    expect(isSignedInThrough(signedIn, { guid: 'other', patientId: 'p-1' }, guid)).toBe(false);
    expect(isSignedInThrough(signedIn, { guid, patientId: 'p-2' }, guid)).toBe(false);
    expect(isSignedInThrough(signedOutPatientSession, { guid, patientId: 'p-1' }, guid)).toBe(false);
    expect(isSignedInThrough(signedIn, { guid: null, patientId: null }, guid)).toBe(false);
  });
});

describe('paths', () => {
  it('lead to the questionnaire and its success page', () => {
    expect(fillQuestionnairePath('p-1')).toBe('/patients/p-1/fill-questionnaire');
    expect(fillQuestionnaireSuccessPath('p-1')).toBe('/patients/p-1/fill-questionnaire-success');
  });
});
