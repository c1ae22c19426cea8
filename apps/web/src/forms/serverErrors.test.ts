import { describe, expect, it, vi } from 'vitest';
import { MutationPayloadError } from '../relay/usePromiseMutation';
import { showValidationErrors, validationErrorsOf } from './serverErrors';

const error = new MutationPayloadError([
  {
    message: 'Validation failed for the field [upsertUser].',
    extensions: { validation: { 'input.first_name': ['Das ist ein Pflichtfeld'], 'input.other': ['x'] } },
  } as never,
]);

describe('server validation errors', () => {
  it('reads extensions.validation', () => {
    expect(validationErrorsOf(error)).toEqual({
      'input.first_name': ['Das ist ein Pflichtfeld'],
      'input.other': ['x'],
    });
    expect(validationErrorsOf(new Error('network'))).toEqual({});
  });

  it('puts the first message on the field it names and ignores unknown paths', () => {
    const setError = vi.fn();
    showValidationErrors(error, setError, { 'input.first_name': 'personal.first_name' });
    expect(setError).toHaveBeenCalledExactlyOnceWith('personal.first_name', {
      message: 'Das ist ein Pflichtfeld',
    });
  });
});
