// For the formula engine's property tests: random well-formed formulas from the language's grammar, printed
// as text with the fewest brackets mathjs' precedence needs (plus some extra ones), and a plain-JS evaluator
// of the same trees that follows mathjs' number semantics (comparisons within a relative tolerance, round
// half away from zero on the decimal digits, floor/ceil snapping to a nearly equal integer).
import fc from 'fast-check';

export const REFERENCE_INPUTS = ['age', 'weight', 'blood_FERRITIN', 'answer_DIET_TYPE_VEGAN'] as const;

type Binary = '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '==' | '!=' | 'and' | 'or';
type Call = 'min' | 'max' | 'clamp' | 'round' | 'floor' | 'ceil' | 'abs' | 'sqrt' | 'known' | 'valueOr';

export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'input'; name: string }
  | { kind: 'unary'; op: '-' | '+' | 'not'; arg: Expr }
  | { kind: 'binary'; op: Binary; left: Expr; right: Expr }
  | { kind: 'power'; base: Expr; exponent: number }
  | { kind: 'conditional'; condition: Expr; whenTrue: Expr; whenFalse: Expr }
  | { kind: 'call'; name: Call; args: Expr[]; digits?: number };

// Halves and thousandths reach round's ties (2.5, 1.005); zeros reach divisions by zero.
const number = fc.oneof(
  fc.integer({ min: 0, max: 200 }),
  fc.integer({ min: 0, max: 40 }).map((halves) => halves / 2),
  fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
  fc.constantFrom(0, 0.1, 1e9, 1.005, 2.675),
);

export const exprArbitrary: fc.Arbitrary<Expr> = fc.letrec<{ expr: Expr }>((tie) => {
  const expr = tie('expr');
  return {
    expr: fc.oneof(
      { depthSize: 'medium', maxDepth: 6, withCrossShrink: true },
      number.map((value): Expr => ({ kind: 'number', value })),
      fc.constantFrom(...REFERENCE_INPUTS).map((name): Expr => ({ kind: 'input', name })),
      fc.record({
        kind: fc.constant('unary' as const),
        op: fc.constantFrom('-' as const, '+' as const, 'not' as const),
        arg: expr,
      }),
      fc.record({
        kind: fc.constant('binary' as const),
        op: fc.constantFrom<Binary>('+', '-', '*', '/', '<', '<=', '>', '>=', '==', '!=', 'and', 'or'),
        left: expr,
        right: expr,
      }),
      fc.record({
        kind: fc.constant('power' as const),
        base: expr,
        exponent: fc.constantFrom(-4, -3, -2, -1, -0.5, 0, 0.5, 1, 2, 3, 4),
      }),
      fc.record({
        kind: fc.constant('conditional' as const),
        condition: expr,
        whenTrue: expr,
        whenFalse: expr,
      }),
      fc.oneof(
        fc.record({
          kind: fc.constant('call' as const),
          name: fc.constantFrom<Call>('min', 'max'),
          args: fc.array(expr, { minLength: 1, maxLength: 3 }),
        }),
        fc.record({
          kind: fc.constant('call' as const),
          name: fc.constant<Call>('clamp'),
          args: fc.tuple(expr, expr, expr),
        }),
        fc.record({
          kind: fc.constant('call' as const),
          name: fc.constant<Call>('valueOr'),
          args: fc.tuple(expr, expr),
        }),
        fc.record({
          kind: fc.constant('call' as const),
          name: fc.constantFrom<Call>('round', 'floor', 'ceil', 'abs', 'sqrt', 'known'),
          args: fc.tuple(expr),
        }),
        fc.record({
          kind: fc.constant('call' as const),
          name: fc.constant<Call>('round'),
          args: fc.tuple(expr),
          digits: fc.integer({ min: 0, max: 4 }),
        }),
      ),
    ),
  };
}).expr;

/** An input's value for a patient: absent, NaN, or a number. */
export const scopeArbitrary: fc.Arbitrary<Map<string, number>> = fc
  .tuple(
    ...REFERENCE_INPUTS.map(() =>
      fc.option(
        fc.oneof(
          fc.integer({ min: -5, max: 200 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
          fc.constant(Number.NaN),
        ),
        { nil: undefined },
      ),
    ),
  )
  .map((values) => {
    const scope = new Map<string, number>();
    values.forEach((value, index) => {
      if (value !== undefined) scope.set(REFERENCE_INPUTS[index], value);
    });
    return scope;
  });

// Binding strength in mathjs (higher binds tighter).
const LEVEL: Record<Binary, number> = {
  or: 2,
  and: 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '==': 4,
  '!=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
};
const UNARY_LEVEL = 7;
const POWER_LEVEL = 8;

function levelOf(expr: Expr): number {
  switch (expr.kind) {
    case 'number':
    case 'input':
    case 'call':
      return 9;
    case 'unary':
      return UNARY_LEVEL;
    case 'binary':
      return LEVEL[expr.op];
    case 'power':
      return POWER_LEVEL;
    case 'conditional':
      return 1;
  }
}

/** `extraBrackets` decides, per node, whether to add brackets that are not needed. */
export function printExpr(
  expr: Expr,
  extraBrackets: (depth: number) => boolean = () => false,
  depth = 0,
): string {
  const child = (inner: Expr, needed: boolean) => {
    const text = printExpr(inner, extraBrackets, depth + 1);
    return needed || extraBrackets(depth) ? `(${text})` : text;
  };
  switch (expr.kind) {
    case 'number':
      return String(expr.value);
    case 'input':
      return expr.name;
    case 'unary':
      return `${expr.op === 'not' ? 'not ' : `${expr.op} `}${child(expr.arg, levelOf(expr.arg) < UNARY_LEVEL)}`;
    case 'binary': {
      const level = LEVEL[expr.op];
      // Comparisons never chain (mathjs would read `a < b < c` as one relational node).
      const leftNeeds = level === 4 ? levelOf(expr.left) <= level : levelOf(expr.left) < level;
      return `${child(expr.left, leftNeeds)} ${expr.op} ${child(expr.right, levelOf(expr.right) <= level)}`;
    }
    case 'power':
      return `${child(expr.base, levelOf(expr.base) <= POWER_LEVEL)} ^ ${expr.exponent < 0 ? `(${expr.exponent})` : expr.exponent}`;
    case 'conditional':
      return `${child(expr.condition, levelOf(expr.condition) <= 1)} ? ${child(expr.whenTrue, levelOf(expr.whenTrue) <= 1)} : ${child(expr.whenFalse, false)}`;
    case 'call': {
      const args = expr.args.map((arg) => printExpr(arg, extraBrackets, depth + 1));
      if (expr.digits !== undefined) args.push(String(expr.digits));
      return `${expr.name}(${args.join(', ')})`;
    }
  }
}

export interface ReferenceRun {
  value: number;
  divisionByZero: boolean;
}

export function evaluateReference(expr: Expr, scope: ReadonlyMap<string, number>): ReferenceRun {
  const run = { divisionByZero: false };
  const value = evaluate(expr, scope, run);
  return { value, divisionByZero: run.divisionByZero };
}

function evaluate(expr: Expr, scope: ReadonlyMap<string, number>, run: { divisionByZero: boolean }): number {
  const of = (inner: Expr) => evaluate(inner, scope, run);
  switch (expr.kind) {
    case 'number':
      return expr.value;
    case 'input':
      return scope.get(expr.name) ?? Number.NaN;
    case 'unary': {
      const x = of(expr.arg);
      return expr.op === '-' ? -x : expr.op === '+' ? x : Number(!x);
    }
    case 'binary': {
      // mathjs evaluates both operands, also of `and` and `or`.
      const x = of(expr.left);
      const y = of(expr.right);
      switch (expr.op) {
        case '+':
          return x + y;
        case '-':
          return x - y;
        case '*':
          return x * y;
        case '/':
          if (y === 0) run.divisionByZero = true;
          return x / y;
        case '<':
          return Number(x < y && !nearlyEqual(x, y));
        case '<=':
          return Number(x <= y || nearlyEqual(x, y));
        case '>':
          return Number(x > y && !nearlyEqual(x, y));
        case '>=':
          return Number(x >= y || nearlyEqual(x, y));
        case '==':
          return Number(nearlyEqual(x, y));
        case '!=':
          return Number(!nearlyEqual(x, y));
        case 'and':
          return Number(Boolean(x && y));
        case 'or':
          return Number(Boolean(x || y));
      }
      break;
    }
    case 'power':
      return Math.pow(of(expr.base), expr.exponent);
    case 'conditional':
      return of(expr.condition) ? of(expr.whenTrue) : of(expr.whenFalse);
    case 'call':
      return call(expr, expr.args.map(of));
  }
}

function call(expr: Extract<Expr, { kind: 'call' }>, args: number[]): number {
  const [x, second, third] = args;
  switch (expr.name) {
    case 'min':
      return pick(args, (value, best) => value < best && !nearlyEqual(value, best));
    case 'max':
      return pick(args, (value, best) => value > best && !nearlyEqual(value, best));
    case 'clamp':
      return Math.min(Math.max(x, second), third);
    case 'round':
      return roundDecimal(x, expr.digits ?? 0);
    case 'floor':
      return snapToInteger(x, Math.floor(x));
    case 'ceil':
      return snapToInteger(x, Math.ceil(x));
    case 'abs':
      return Math.abs(x);
    case 'sqrt':
      return Math.sqrt(x);
    case 'known':
      return Number.isFinite(x) ? 1 : 0;
    case 'valueOr':
      return Number.isFinite(x) ? x : second;
  }
}

// mathjs' min/max: a NaN anywhere wins, else the first of nearly equal values.
function pick(values: number[], better: (value: number, best: number) => boolean): number {
  let best: number | undefined;
  for (const value of values)
    if (Number.isNaN(value) || best === undefined || better(value, best)) best = value;
  return best as number;
}

const REL_TOL = 1e-12;
const ABS_TOL = 1e-15;

function nearlyEqual(a: number, b: number): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  if (a === b) return true;
  return Math.abs(a - b) <= Math.max(REL_TOL * Math.max(Math.abs(a), Math.abs(b)), ABS_TOL);
}

// Half away from zero, on the shortest decimal form of x (1.005 rounds to 1.01), in exact decimal digits:
// shifting x by 10^digits in floating point loses digits once that exceeds 2^53 (12.5^16 to 3 decimals).
function roundDecimal(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const [mantissa, exponent] = Math.abs(x).toExponential().split('e');
  const significant = mantissa.replace('.', '');
  // How many of the significant digits stand before the digit that decides the rounding.
  const kept = 1 + Number(exponent) + digits;
  // No digit beyond the last one kept: x stays (and -0 becomes 0, as in mathjs).
  if (kept >= significant.length) return x === 0 ? 0 : x;
  let whole = kept > 0 ? BigInt(significant.slice(0, kept)) : 0n;
  if (kept >= 0 && significant[kept] >= '5') whole += 1n;
  const rounded = Number(`${whole}e-${digits}`);
  return x < 0 ? -rounded : rounded;
}

// floor/ceil take the nearest integer when x is within tolerance of it (2.9999999999999996 floors to 3).
function snapToInteger(x: number, candidate: number): number {
  const nearest = roundDecimal(x, 0);
  if (candidate === nearest) return candidate;
  return nearlyEqual(x, nearest) && !nearlyEqual(x, candidate) ? nearest : candidate;
}
