import {
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { Selection } from './selection.js';

/** The selection of the operation's first root field, as graphql-js hands it to that field's resolver. */
function selectionOf(document: string): Selection {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const root = operation.selectionSet.selections[0];
  if (root.kind !== Kind.FIELD) throw new Error('the first root selection must be a field');
  return Selection.of({ fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo);
}

describe('Selection', () => {
  it('names the fields below, through fragments, inline fragments and aliases, without __typename', () => {
    const selection = selectionOf(`query {
      patients { __typename data { id ...Row ... on Patient { email } shown: phone_number } }
    }
    fragment Row on Patient { first_name ...Deeper }
    fragment Deeper on Patient { last_name id }`);
    expect([...selection.fieldNames()]).toEqual(['data']);
    expect(selection.child('data').fieldNames()).toEqual(
      new Set(['id', 'first_name', 'last_name', 'email', 'phone_number']),
    );
    expect(selection.child('data').key()).toBe('email,first_name,id,last_name,phone_number');
  });

  it('merges every occurrence of a child field and counts conditional fields as selected', () => {
    const selection = selectionOf(`query ($x: Boolean!) {
      patients { data { id } data { email @include(if: $x) } }
    }`);
    expect(selection.child('data').fieldNames()).toEqual(new Set(['id', 'email']));
    expect(selection.child('missing').fieldNames()).toEqual(new Set());
  });

  it('keys a selection by everything below it, so differently nested selections get different keys', () => {
    const status = selectionOf(`query { order { id bloodNoiOrder { status } } }`);
    const type = selectionOf(`query { order { bloodNoiOrder { type } id } }`);
    expect(status.key()).toBe('bloodNoiOrder{status},id');
    expect(type.key()).toBe('bloodNoiOrder{type},id');
  });

  it('follows a fragment that spreads itself twice only once', () => {
    const selection = selectionOf(
      `query { patients { ...A ...A } } fragment A on PatientPaginator { total }`,
    );
    expect(selection.fieldNames()).toEqual(new Set(['total']));
  });
});
