import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { hasUnstorableCharacters } from '@portal/shared-types';
import { ValidationError, type ValidationMessages } from './app-error.js';
import { flattenValidationErrors } from './validation-message.js';
import { ValidationText } from '../validation/validation-texts.js';

// Type-only imports (interfaces, `import type`) leave `Function` or `Object` as the metatype: nothing to validate.
// An Upload argument's value is a promise of the file, checked where it is read.
const unvalidated = new Set<unknown>([String, Boolean, Number, Array, Object, Function, Promise]);

// What a caller sent: a REST body, query or route parameter, or a GraphQL argument (@Args: param type 3,
// GqlParamtype.ARGS of @nestjs/graphql, which does not export the enum). A field resolver's parent,
// context and info (types 0–2) are the server's own objects: never copied or validated, which for a
// page of 50 rows had cost every row's relation a class-transformer copy and a validation.
const callerInput = new Set<unknown>(['body', 'query', 'param', 3]);

// Paths of the texts in a REST body that Postgres cannot store (GraphQL arguments are checked, with
// their schema types, by common/graphql/input-guard.ts before any resolver runs).
function unstorableTexts(value: unknown, path: string, out: ValidationMessages = {}): ValidationMessages {
  if (typeof value === 'string') {
    if (hasUnstorableCharacters(value)) out[path] = [ValidationText.invalidCharacters];
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      unstorableTexts(item, path ? `${path}.${key}` : key, out);
  }
  return out;
}

// Validates GraphQL arguments and REST bodies with class-validator and reports every failed field
// under its argument path, so the client can put each message on its field.
@Injectable()
export class InputValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (!callerInput.has(metadata.type)) return value;
    if (metadata.type === 'body') {
      const problems = unstorableTexts(value, '');
      if (Object.keys(problems).length) throw new ValidationError(problems);
    }
    if (!metatype || unvalidated.has(metatype) || value === null || value === undefined) return value;
    if (typeof value !== 'object') return value;
    const instance = plainToInstance(metatype, value) as object;
    const errors = await validate(instance, { whitelist: true, forbidUnknownValues: false });
    if (errors.length) throw new ValidationError(flattenValidationErrors(errors, metadata.data ?? ''));
    return instance;
  }
}
