import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/**
 * What a GraphQL request selects below a field, read from the operation ("look-ahead"), so a list
 * can load only the columns its page shows instead of whole entities.
 */
export class Selection {
  // graphql-js hands every item of a list the same fieldNodes array for a field: a page of 50 rows
  // reads its selection once.
  private static readonly cache = new WeakMap<readonly FieldNode[], Selection>();
  private names?: Set<string>;
  private sortedNames?: string;

  private constructor(
    private readonly nodes: readonly FieldNode[],
    private readonly fragments: Record<string, FragmentDefinitionNode>,
  ) {}

  /** The selection of the field being resolved. */
  static of(info: GraphQLResolveInfo): Selection {
    let selection = Selection.cache.get(info.fieldNodes);
    if (!selection) {
      selection = new Selection(info.fieldNodes, info.fragments);
      Selection.cache.set(info.fieldNodes, selection);
    }
    return selection;
  }

  /**
   * Names of the fields selected directly below, fragments and inline fragments followed. A field
   * under `@skip`/`@include` counts as selected: loading a column too many is harmless.
   */
  fieldNames(): ReadonlySet<string> {
    if (!this.names) {
      this.names = new Set();
      for (const field of this.childFields())
        if (field.name.value !== '__typename') this.names.add(field.name.value);
    }
    return this.names;
  }

  /** The selection below the child field `name` (every alias of it merged). */
  child(name: string): Selection {
    return new Selection(
      this.childFields().filter((field) => field.name.value === name),
      this.fragments,
    );
  }

  /**
   * A stable text of the whole selection below (names sorted, nested selections in braces), to name a
   * batch loader per selection: two aliases that select differently never share a batch.
   */
  key(): string {
    this.sortedNames ??= [...this.fieldNames()]
      .sort()
      .map((name) => {
        const below = this.child(name).key();
        return below ? `${name}{${below}}` : name;
      })
      .join(',');
    return this.sortedNames;
  }

  private childFields(): FieldNode[] {
    const fields: FieldNode[] = [];
    const visit = (set: SelectionSetNode | undefined, seen: Set<string>) => {
      for (const selection of set?.selections ?? []) {
        if (selection.kind === Kind.FIELD) fields.push(selection);
        else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
        else if (!seen.has(selection.name.value)) {
          seen.add(selection.name.value);
          visit(this.fragments[selection.name.value]?.selectionSet, seen);
        }
      }
    };
    for (const node of this.nodes) visit(node.selectionSet, new Set());
    return fields;
  }
}
