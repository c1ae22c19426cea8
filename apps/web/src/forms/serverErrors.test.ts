import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { MutationPayloadError } from '../relay/usePromiseMutation';
import { showValidationErrors, validationErrorsOf } from './serverErrors';

const error = new MutationPayloadError([
  {
    message: 'Validation failed for the field [upsertUser].',
    extensions: { validation: { 'input.first_name': ['Das ist ein Pflichtfeld'], 'input.other': ['x'] } },
  } as never,
]);

// Relay's useMutation rejects with the response's errors on `error.source.errors` when no data came back.
const relayFailure = (validation: Record<string, string[]>) =>
  Object.assign(new Error('No data'), {
    source: {
      errors: [{ message: 'Validation failed for the field [createPatient].', extensions: { validation } }],
    },
  });

describe('server validation errors', () => {
  it('reads extensions.validation', () => {
    expect(validationErrorsOf(error)).toEqual({
      'input.first_name': ['Das ist ein Pflichtfeld'],
      'input.other': ['x'],
    });
    expect(validationErrorsOf(relayFailure({ 'input.email': ['E-Mail existiert bereits!'] }))).toEqual({
      'input.email': ['E-Mail existiert bereits!'],
    });
    expect(validationErrorsOf(new Error('network'))).toEqual({});
  });

  it('puts the first message on the field it names and ignores unknown paths', () => {
    const setError = vi.fn();
    showValidationErrors(error, setError, { 'input.first_name': 'personal.first_name' });
    expect(setError).toHaveBeenCalledExactlyOnceWith('personal.first_name', {
      type: 'server',
      message: 'Das ist ein Pflichtfeld',
    });
  });

  it('returns the messages no field took', () => {
    expect(showValidationErrors(error, vi.fn(), { 'input.first_name': 'personal.first_name' })).toEqual([
      'x',
    ]);
  });

  it('ignores errors without validation details', () => {
    expect(showValidationErrors(new Error('network'), vi.fn(), {})).toEqual([]);
  });

  it('words a field by its code in the language of the user, and keeps the server message for unknown codes', async () => {
    const coded = new MutationPayloadError([
      {
        message: 'Validation failed for the field [createPatient].',
        extensions: {
          validation: {
            input: ['Dieser Patient existiert bereits im System.'],
            'input.x': ['Server text'],
            'input.y': ['Das ist ein Pflichtfeld'],
          },
          reasons: {
            input: ['patients.duplicate'],
            'input.x': ['nowhere.unknown'],
            'input.y': ['validation.required'],
          },
        },
      } as never,
    ]);
    await i18n.changeLanguage('en');
    try {
      expect(validationErrorsOf(coded)).toEqual({
        input: ['This patient already exists in the system.'],
        'input.x': ['Server text'],
        'input.y': ['This field is required'],
      });
    } finally {
      await i18n.changeLanguage('de');
    }
    expect(validationErrorsOf(coded).input).toEqual(['Dieser Patient existiert bereits im System.']);
  });
});
