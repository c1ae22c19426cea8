import { type UploadableMap, type Variables } from 'relay-runtime';

/**
 * The body of a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec): `operations`
 * with each file's variable set to null, `map` from part name to the variable's path, then the files. An
 * uploadable is named after the mutation's variable it fills (`uploadables: { file }` → `$file`).
 */
export function multipartBody(
  operation: { query: string; operationName: string },
  variables: Variables,
  uploadables: UploadableMap,
): FormData {
  const entries = Object.entries(uploadables);
  const nulled = { ...variables, ...Object.fromEntries(entries.map(([name]) => [name, null])) };
  const body = new FormData();
  body.append('operations', JSON.stringify({ ...operation, variables: nulled }));
  body.append(
    'map',
    JSON.stringify(
      Object.fromEntries(entries.map(([name], index) => [String(index), [`variables.${name}`]])),
    ),
  );
  entries.forEach(([, file], index) => body.append(String(index), file));
  return body;
}
