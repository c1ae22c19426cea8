// The range a formula's result can take when every input lies within its declared range: interval
// arithmetic over the checked tree. It is sound (the true range lies inside) but may be wider than the
// truth, because an input that appears twice is treated as two independent inputs. The formula tool uses
// the upper end to warn that a template can exceed the micronutrient's dose cap (issue 28).
import { checkFormulaText, type IsKnownInput } from './formula-checker.js';
import { type FormulaTree } from './formula-tree.js';

export interface Interval {
  lo: number;
  hi: number;
}

export type InputRange = (name: string) => Interval;

const point = (value: number): Interval => ({ lo: value, hi: value });
const BOOLEAN: Interval = { lo: 0, hi: 1 };
const EVERYTHING: Interval = { lo: -Infinity, hi: Infinity };

// ∞ − ∞ and 0 × ∞ have no value; a finite input never meets them, so they widen to the safe side.
const lower = (value: number) => (Number.isNaN(value) ? -Infinity : value);
const upper = (value: number) => (Number.isNaN(value) ? Infinity : value);
const hull = (...intervals: Interval[]): Interval => ({
  lo: Math.min(...intervals.map((i) => i.lo)),
  hi: Math.max(...intervals.map((i) => i.hi)),
});
const product = (a: number, b: number) => (a === 0 || b === 0 ? 0 : a * b);
const fromCorners = (values: number[]): Interval => ({
  lo: lower(Math.min(...values)),
  hi: upper(Math.max(...values)),
});

/** Parses and checks the formula (throws FormulaRefused), then bounds its result. */
export function formulaBounds(text: string, isKnownInput: IsKnownInput, range: InputRange): Interval {
  return bounds(checkFormulaText(text, isKnownInput).tree, range);
}

export function bounds(tree: FormulaTree, range: InputRange): Interval {
  switch (tree.kind) {
    case 'number':
      return point(tree.value);
    case 'input':
      return range(tree.name);
    case 'unary': {
      const arg = bounds(tree.arg, range);
      if (tree.fn === 'unaryMinus') return { lo: -arg.hi, hi: -arg.lo };
      if (tree.fn === 'unaryPlus') return arg;
      return BOOLEAN;
    }
    case 'binary':
      return binary(tree.fn, bounds(tree.left, range), bounds(tree.right, range));
    case 'conditional':
      // Both branches: a missing input (NaN) can send the run down either, whatever the ranges say.
      return hull(bounds(tree.whenTrue, range), bounds(tree.whenFalse, range));
    case 'call':
      return call(
        tree.name,
        tree.args.map((arg) => bounds(arg, range)),
      );
  }
}

function binary(fn: string, a: Interval, b: Interval): Interval {
  switch (fn) {
    case 'add':
      return { lo: lower(a.lo + b.lo), hi: upper(a.hi + b.hi) };
    case 'subtract':
      return { lo: lower(a.lo - b.hi), hi: upper(a.hi - b.lo) };
    case 'multiply':
      return fromCorners([
        product(a.lo, b.lo),
        product(a.lo, b.hi),
        product(a.hi, b.lo),
        product(a.hi, b.hi),
      ]);
    case 'divide':
      // A divisor that can be 0 (or come arbitrarily close to it) bounds nothing.
      if (b.lo <= 0 && b.hi >= 0) return EVERYTHING;
      return binary('multiply', a, { lo: 1 / b.hi, hi: 1 / b.lo });
    case 'pow':
      return power(a, b);
    default:
      // Comparisons, and, or: 0 or 1.
      return BOOLEAN;
  }
}

// The checker allows only a literal exponent of at most 4 in size.
function power(base: Interval, exponent: Interval): Interval {
  if (exponent.lo !== exponent.hi) return EVERYTHING;
  const e = exponent.lo;
  if (e === 0) return point(1);
  const pow = (x: number) => Math.pow(x, e);
  if (e < 0 && base.lo <= 0 && base.hi >= 0) return EVERYTHING;
  if (!Number.isInteger(e)) {
    // A negative base gives NaN (the run fails); only the non-negative part gives a dose.
    const lo = Math.max(base.lo, 0);
    if (lo > base.hi) return EVERYTHING;
    return fromCorners([pow(lo), pow(base.hi)]);
  }
  const corners = [pow(base.lo), pow(base.hi)];
  // An even power is smallest at 0 when the base crosses it.
  if (e > 0 && e % 2 === 0 && base.lo < 0 && base.hi > 0) corners.push(0);
  return fromCorners(corners);
}

const snapTolerance = (v: number) => (Number.isFinite(v) ? 2e-12 * Math.max(1, Math.abs(v)) : 0);

function call(name: string, args: Interval[]): Interval {
  const [x, y, z] = args;
  switch (name) {
    case 'min':
      return { lo: Math.min(...args.map((a) => a.lo)), hi: Math.min(...args.map((a) => a.hi)) };
    case 'max':
      return { lo: Math.max(...args.map((a) => a.lo)), hi: Math.max(...args.map((a) => a.hi)) };
    case 'clamp':
      return {
        lo: Math.min(Math.max(x.lo, y.lo), z.lo),
        hi: Math.min(Math.max(x.hi, y.hi), z.hi),
      };
    case 'round': {
      const digits = y ? y.lo : 0;
      const factor = 10 ** digits;
      // Rounding gives the floor or the ceiling; which one at a tie differs with the sign (mathjs rounds
      // half away from zero), so the bounds take the safe side.
      const step = (v: number, to: (n: number) => number) =>
        Number.isFinite(v) ? to(v * factor) / factor : v;
      return { lo: step(x.lo, Math.floor), hi: step(x.hi, Math.ceil) };
    }
    // mathjs snaps floor and ceil to the nearest integer when the value is nearly equal to it (relTol 1e-12,
    // absTol 1e-15): ceil(1e-36) is 0, floor(0.9999999999999) is 1. The bounds widen by more than that.
    case 'floor':
      return { lo: Math.floor(x.lo), hi: Math.floor(x.hi + snapTolerance(x.hi)) };
    case 'ceil':
      return { lo: Math.ceil(x.lo - snapTolerance(x.lo)), hi: Math.ceil(x.hi) };
    case 'abs':
      if (x.lo >= 0) return x;
      if (x.hi <= 0) return { lo: -x.hi, hi: -x.lo };
      return { lo: 0, hi: Math.max(-x.lo, x.hi) };
    case 'sqrt':
      return { lo: Math.sqrt(Math.max(x.lo, 0)), hi: Math.sqrt(Math.max(x.hi, 0)) };
    case 'known':
      return BOOLEAN;
    case 'valueOr':
      return hull(x, y);
    default:
      return EVERYTHING;
  }
}
