import { describe, expect, it } from 'vitest';
import {
  readTherapistsListParams,
  therapistsQueryVariables,
  writeTherapistsListParams,
} from './therapistsListParams';

const read = (query: string) => readTherapistsListParams(new URLSearchParams(query));

describe('therapists list params', () => {
  it('defaults to page 1, 10 rows, created date descending, no filters', () => {
    expect(read('')).toEqual({
      page: 1,
      first: 10,
      search: '',
      active: null,
      onboardingType: null,
      partnershipModelId: null,
      orderBy: { column: 'CREATED_AT', order: 'DESC' },
    });
  });

  it('reads the filters and ignores unknown values', () => {
    expect(
      read('active=inactive&onboardingType=INVITATION_SENT&partnershipModelId=3&orderBy=NAME:ASC'),
    ).toMatchObject({
      active: 'inactive',
      onboardingType: 'INVITATION_SENT',
      partnershipModelId: '3',
      orderBy: { column: 'NAME' },
    });
    expect(read('active=maybe&onboardingType=X&partnershipModelId=abc&orderBy=PASSWORD:ASC')).toMatchObject({
      active: null,
      onboardingType: null,
      partnershipModelId: null,
      orderBy: { column: 'CREATED_AT', order: 'DESC' },
    });
  });

  it('writes a filter change back to page 1 and leaves defaults and other parameters alone', () => {
    const next = writeTherapistsListParams(new URLSearchParams('page=3&action=invite_doctor'), {
      active: 'active',
    });
    expect(next.toString()).toBe('action=invite_doctor&active=active');
    expect(writeTherapistsListParams(next, { active: null }).toString()).toBe('action=invite_doctor');
  });

  it('sends the active flag as a boolean and a blank search as none', () => {
    expect(therapistsQueryVariables(read('active=inactive&search=%20%20'))).toMatchObject({
      isActive: false,
      search: null,
      orderBy: [{ column: 'CREATED_AT', order: 'DESC' }],
    });
    expect(therapistsQueryVariables(read('active=active')).isActive).toBe(true);
  });
});
