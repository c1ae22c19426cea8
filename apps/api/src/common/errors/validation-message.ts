import type { ValidationError as ClassValidatorError } from 'class-validator';
import type { ValidationMessages } from './app-error.js';

// Flattens class-validator's tree into `{ 'input.address.zip_code': ['...'] }`.
export function flattenValidationErrors(errors: ClassValidatorError[], prefix = ''): ValidationMessages {
  const out: ValidationMessages = {};
  const walk = (list: ClassValidatorError[], path: string) => {
    for (const error of list) {
      const here = path ? `${path}.${error.property}` : error.property;
      if (error.constraints) out[here] = Object.values(error.constraints);
      if (error.children?.length) walk(error.children, here);
    }
  };
  walk(errors, prefix);
  return out;
}
