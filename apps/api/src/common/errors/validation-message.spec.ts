import { ValidationError as ClassValidatorError } from 'class-validator';
import { flattenValidationErrors } from './validation-message.js';

const error = (
  property: string,
  constraints?: Record<string, string>,
  children: ClassValidatorError[] = [],
) => Object.assign(new ClassValidatorError(), { property, constraints, children });

describe('flattenValidationErrors', () => {
  it('keys messages by the full argument path', () => {
    const errors = [
      error('email', { isEmail: 'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.' }),
      error('medical_center', undefined, [
        error('address', undefined, [
          error('zip_code', { a: 'Dieses Feld darf nur Zahlen beinhalten.', b: 'Das ist ein Pflichtfeld' }),
        ]),
      ]),
    ];
    expect(flattenValidationErrors(errors, 'input')).toEqual({
      'input.email': ['Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'],
      'input.medical_center.address.zip_code': [
        'Dieses Feld darf nur Zahlen beinhalten.',
        'Das ist ein Pflichtfeld',
      ],
    });
  });

  it('uses bare names for top-level arguments', () => {
    expect(flattenValidationErrors([error('first', { max: 'too big' })])).toEqual({ first: ['too big'] });
  });
});
