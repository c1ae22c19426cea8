import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ValidationError } from './app-error.js';
import { flattenValidationErrors } from './validation-message.js';

// Type-only imports (interfaces, `import type`) leave `Function` or `Object` as the metatype: nothing to validate.
const unvalidated = new Set<unknown>([String, Boolean, Number, Array, Object, Function]);

// Validates GraphQL arguments and REST bodies with class-validator and reports every failed field
// under its argument path, so the client can put each message on its field.
@Injectable()
export class InputValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (
      metadata.type === 'custom' ||
      !metatype ||
      unvalidated.has(metatype) ||
      value === null ||
      value === undefined
    )
      return value;
    if (typeof value !== 'object') return value;
    const instance = plainToInstance(metatype, value) as object;
    const errors = await validate(instance, { whitelist: true, forbidUnknownValues: false });
    if (errors.length) throw new ValidationError(flattenValidationErrors(errors, metadata.data ?? ''));
    return instance;
  }
}
