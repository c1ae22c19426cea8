import { describe, expect, it } from 'vitest';
import {
  CONSENT_TYPES,
  ConsentType,
  isOneOf,
  Permission,
  PERMISSIONS,
  Salutation,
  SALUTATIONS,
  SORT_ORDERS,
  SortOrder,
  TWO_FACTOR_METHODS,
  TwoFactorMethod,
} from './enums.js';

describe('enums', () => {
  it.each([
    ['Salutation', Salutation, SALUTATIONS, ['female', 'male', 'divers', 'not_specified']],
    ['TwoFactorMethod', TwoFactorMethod, TWO_FACTOR_METHODS, ['EMAIL', 'APP']],
    [
      'ConsentType',
      ConsentType,
      CONSENT_TYPES,
      [
        'NewOrder',
        'NewPatient',
        'PatientRegistration',
        'SelfBilling',
        'UploadBloodResult',
        'UserRegistration',
      ],
    ],
    [
      'Permission',
      Permission,
      PERMISSIONS,
      [
        'ManageFeatures',
        'ManageFormulas',
        'ManageMedicalCenters',
        'ManagePermissions',
        'ManageUsers',
        'RunArtisanCommands',
        'ViewEmails',
        'ViewPulse',
        'ViewTelescope',
      ],
    ],
    ['SortOrder', SortOrder, SORT_ORDERS, ['ASC', 'DESC']],
  ])('%s has the spec values, each keyed by itself', (_name, enumObject, values, expected) => {
    expect(values).toEqual(expected);
    for (const [key, value] of Object.entries(enumObject)) expect(key).toBe(value);
  });

  it('narrows unknown input with isOneOf', () => {
    const input: unknown = 'divers';
    if (!isOneOf(SALUTATIONS, input)) throw new Error('expected a salutation');
    const salutation: Salutation = input;
    expect(salutation).toBe(Salutation.divers);
    expect(isOneOf(PERMISSIONS, 'manageusers')).toBe(false);
  });
});
