import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as shared from '@portal/shared-types';
import { buildSchema, isEnumType } from 'graphql';

// The committed schema and @portal/shared-types must agree on every enum they both name, and the
// enums the web and the API share must come from shared-types (registered in shared-enum-types.ts).
const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../../schema.graphql'), 'utf8'));
const schemaEnums = Object.values(schema.getTypeMap()).filter(
  (type) => isEnumType(type) && !type.name.startsWith('__'),
);
const sharedEnum = (name: string) =>
  (shared as Record<string, unknown>)[name] as Record<string, string> | undefined;

describe('enums shared by schema.graphql and @portal/shared-types', () => {
  it('include the ones both sides use', () => {
    const both = schemaEnums.map((type) => type.name).filter((name) => sharedEnum(name));
    expect(both).toEqual(expect.arrayContaining(['ConsentType', 'Permission', 'Salutation', 'SortOrder']));
  });

  it.each(schemaEnums.filter((type) => sharedEnum(type.name)).map((type) => [type.name, type]))(
    '%s has the same values on both sides',
    (name, type) => {
      const values = isEnumType(type) ? type.getValues().map((value) => value.name) : [];
      expect(values.sort()).toEqual(Object.values(sharedEnum(name)!).sort());
    },
  );
});
