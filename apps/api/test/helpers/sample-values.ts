import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
} from 'graphql';

// Well-formed values of every scalar in schema.graphql; their meaning does not matter to the callers.
const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'x',
  ID: '1',
  Int: 1,
  Float: 1,
  Boolean: false,
  DateTime: '2026-01-01T00:00:00.000Z',
  // Only a multipart request carries a file (helpers/uploads.ts); in JSON this is no Upload.
  Upload: null,
};

/** A value of the type that passes GraphQL's coercion: required fields filled, optional ones left out. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter(isRequiredInputField)
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  if (!(type.name in SCALAR_SAMPLES)) throw new Error(`no sample for scalar ${type.name}`);
  return SCALAR_SAMPLES[type.name];
}
