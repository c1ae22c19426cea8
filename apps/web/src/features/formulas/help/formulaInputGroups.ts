// The kinds the API names (FormulaInput.kind), in the order the panel shows them; anything new goes under 'other'.
export const formulaInputKinds = ['age', 'sex', 'body', 'blood', 'dna', 'answer', 'other'] as const;
export type FormulaInputKind = (typeof formulaInputKinds)[number];

interface FormulaInput {
  name: string;
  label: string;
  kind: string;
}

const kindOf = (kind: string): FormulaInputKind =>
  (formulaInputKinds as readonly string[]).includes(kind) ? (kind as FormulaInputKind) : 'other';

/** The inputs whose name or label contains `search` (any case), grouped by kind; groups without any are left out. */
export function groupFormulaInputs<T extends FormulaInput>(
  inputs: readonly T[],
  search: string,
): { kind: FormulaInputKind; inputs: T[] }[] {
  const needle = search.trim().toLocaleLowerCase('de');
  const matches = inputs.filter(
    (input) =>
      needle === '' ||
      input.name.toLocaleLowerCase('de').includes(needle) ||
      input.label.toLocaleLowerCase('de').includes(needle),
  );
  return formulaInputKinds
    .map((kind) => ({ kind, inputs: matches.filter((input) => kindOf(input.kind) === kind) }))
    .filter((group) => group.inputs.length > 0);
}
