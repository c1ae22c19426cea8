import { describe, expect, it, vi } from 'vitest';
import { showValidationErrors } from '../../../forms/serverErrors';
import { patientValidationFields } from './patientForm';

const failure = (validation: Record<string, string[]>) =>
  Object.assign(new Error('No data'), {
    source: {
      errors: [{ message: 'Validation failed for the field [createPatient].', extensions: { validation } }],
    },
  });

describe('server validation errors of the patient form', () => {
  it('puts each message on its field and returns the rest', () => {
    const setError = vi.fn();
    const rest = showValidationErrors(
      failure({
        'input.first_name': ['Das ist ein Pflichtfeld'],
        'input.shippingAddress.zip_code': ['Dieses Feld darf nur Zahlen beinhalten.'],
        input: ['Dieser Patient existiert bereits im System.'],
      }),
      setError,
      patientValidationFields,
    );
    expect(setError).toHaveBeenCalledWith('firstName', {
      type: 'server',
      message: 'Das ist ein Pflichtfeld',
    });
    expect(setError).toHaveBeenCalledWith('shippingAddress.postalCode', {
      type: 'server',
      message: 'Dieses Feld darf nur Zahlen beinhalten.',
    });
    expect(rest).toEqual(['Dieser Patient existiert bereits im System.']);
  });

  it('ignores errors without validation details', () => {
    expect(showValidationErrors(new Error('network'), vi.fn(), patientValidationFields)).toEqual([]);
  });
});
