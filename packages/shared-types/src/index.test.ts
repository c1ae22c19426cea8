import { describe, expect, it } from 'vitest';
import * as sharedTypes from './index.js';

describe('package entry', () => {
  it('exposes the public helpers and constants', () => {
    expect(Object.keys(sharedTypes)).toEqual(
      expect.arrayContaining([
        'BUSINESS_TIME_ZONE',
        'CONSENT_TYPES',
        'ConsentType',
        'DEFAULT_PAGE_SIZE',
        'MAX_PAGE_SIZE',
        'HEIGHT_MIN',
        'HEIGHT_MAX',
        'WEIGHT_MIN',
        'WEIGHT_MAX',
        'MIN_BIRTH_DATE',
        'PAGE_SIZE_OPTIONS',
        'PERMISSIONS',
        'Permission',
        'SALUTATIONS',
        'SORT_ORDERS',
        'Salutation',
        'SortOrder',
        'TWO_FACTOR_METHODS',
        'TwoFactorMethod',
        'UNDER_AGE_DAYS',
        'centsToEuros',
        'eurosToCents',
        'formatDate',
        'formatDateTime',
        'formatEuro',
        'isIsoDate',
        'isOneOf',
        'isUnderAge',
        'isValidBirthDate',
        'parseDateInput',
        'toIsoDate',
        'todayIsoDate',
        'passwordViolations',
        'isValidEmail',
        'isValidIban',
        'maskEmail',
      ]),
    );
  });
});
