// The functions a formula may call: the allow-list, how many arguments each takes, and our own three.

const ARITY = {
  min: [1, Number.POSITIVE_INFINITY],
  max: [1, Number.POSITIVE_INFINITY],
  clamp: [3, 3],
  round: [1, 2],
  floor: [1, 1],
  ceil: [1, 1],
  abs: [1, 1],
  sqrt: [1, 1],
  known: [1, 1],
  valueOr: [2, 2],
} as const satisfies Record<string, readonly [number, number]>;

export type FormulaFunction = keyof typeof ARITY;

/** The allow-list, in the order the editor's help lists them. */
export const FORMULA_FUNCTIONS: readonly string[] = Object.freeze(Object.keys(ARITY));

/** `round(x, digits)`: digits is a literal 0..ROUND_DIGITS_MAX. */
export const ROUND_DIGITS_MAX = 4;

export function isFormulaFunction(name: string): name is FormulaFunction {
  return Object.hasOwn(ARITY, name);
}

export function acceptsArgumentCount(name: FormulaFunction, count: number): boolean {
  const [least, most] = ARITY[name];
  return count >= least && count <= most;
}

// NaN bounds give NaN, like every other function on a missing input.
export function clamp(x: number, lowest: number, highest: number): number {
  return Math.min(Math.max(x, lowest), highest);
}

export function known(x: number): number {
  return Number.isFinite(x) ? 1 : 0;
}

export function valueOr(x: number, fallback: number): number {
  return Number.isFinite(x) ? x : fallback;
}
