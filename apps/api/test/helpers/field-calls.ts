import { getNamedType, type GraphQLField, isCompositeType, isNonNullType } from 'graphql';
import type { TestClient } from './client.js';
import { sampleValue } from './sample-values.js';
import { multipart, sampleFiles } from './uploads.js';

type Operation = 'query' | 'mutation';

/** Calls a root field with sample values for its required arguments, as a client of the door would. */
export function callField(client: TestClient, operation: Operation, field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const document = required.length
    ? `${operation} (${declared}) { ${field.name}(${passed})${selection} }`
    : `${operation} { ${field.name}${selection} }`;
  const upload = required.find((arg) => getNamedType(arg.type).name === 'Upload');
  const variables = Object.fromEntries(
    required.filter((arg) => arg !== upload).map((arg) => [arg.name, sampleValue(arg.type)]),
  );
  if (!upload) return client.graphql(document, variables);
  // A file travels only in a multipart request, as the web sends it.
  return multipart(client, document, {
    variables,
    files: [{ bytes: sampleFiles.pdf(), name: 'sample.pdf' }],
    map: { 0: [`variables.${upload.name}`] },
  }).then((response) => response.body as { errors?: { message: string; extensions?: unknown }[] });
}
