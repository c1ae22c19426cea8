import fc from 'fast-check';
import {
  evaluateReference,
  type Expr,
  exprArbitrary,
  printExpr,
  REFERENCE_INPUTS,
  scopeArbitrary,
} from '../../../../test/helpers/formula-reference.js';
import { compileFormula, evaluateUncompiled } from './compile-formula.js';
import { FormulaRefused, FormulaRunFailed } from './formula-errors.js';

const isKnownInput = (name: string) => (REFERENCE_INPUTS as readonly string[]).includes(name);

type Outcome = { value: number } | { reason: string };

function outcome(run: () => number): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (error instanceof FormulaRunFailed) return { reason: error.reason };
    throw error;
  }
}

// What the engine should say, from the reference evaluator: a finite value, or why not.
function expectedOutcome(expr: Expr, scope: ReadonlyMap<string, number>, inputs: readonly string[]): Outcome {
  const { value, divisionByZero } = evaluateReference(expr, scope);
  if (Number.isFinite(value)) return { value };
  if (Number.isNaN(value) && inputs.some((name) => Number.isNaN(scope.get(name) ?? Number.NaN)))
    return { reason: 'missingInput' };
  return { reason: divisionByZero ? 'divisionByZero' : 'notFinite' };
}

function inputsOf(expr: Expr, found = new Set<string>()): Set<string> {
  if (expr.kind === 'input') found.add(expr.name);
  for (const child of Object.values(expr))
    if (Array.isArray(child)) for (const item of child as Expr[]) inputsOf(item, found);
    else if (typeof child === 'object' && child !== null) inputsOf(child as Expr, found);
  return found;
}

const formula = fc
  .tuple(exprArbitrary, fc.infiniteStream(fc.boolean()))
  .map(([expr, brackets]) => {
    const extra = brackets[Symbol.iterator]();
    return { expr, text: printExpr(expr, () => extra.next().value === true) };
  })
  .filter(({ text }) => text.length <= 2000);

const CONFIG = { numRuns: 1000 };

describe('formula engine properties', () => {
  it('compiled, uncompiled and the reference evaluator agree on well-formed formulas', () => {
    fc.assert(
      fc.property(
        formula,
        fc.array(scopeArbitrary, { minLength: 1, maxLength: 4 }),
        ({ expr, text }, scopes) => {
          const compiled = compileFormula(text, isKnownInput);
          expect(compiled.inputs).toEqual([...inputsOf(expr)].sort());
          for (const scope of scopes) {
            const expected = expectedOutcome(expr, scope, compiled.inputs);
            expect(outcome(() => compiled.evaluate(scope))).toEqual(expected);
            expect(outcome(() => evaluateUncompiled(text, scope, isKnownInput))).toEqual(expected);
          }
        },
      ),
      CONFIG,
    );
  });

  it('compiled evaluation throws nothing but FormulaRunFailed, whatever the scope holds', () => {
    const anyValue = fc.oneof(
      fc.double(),
      fc.anything(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(
        formula,
        fc.dictionary(fc.constantFrom(...REFERENCE_INPUTS), anyValue),
        ({ text }, values) => {
          const scope = new Map(Object.entries(values)) as ReadonlyMap<string, number>;
          const compiled = compileFormula(text, isKnownInput);
          try {
            const result = compiled.evaluate(scope);
            expect(Number.isFinite(result)).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(FormulaRunFailed);
          }
        },
      ),
      CONFIG,
    );
  });

  it('any text is either refused with a problem or compiles to a formula that only fails with FormulaRunFailed', () => {
    const token = fc.constantFrom(
      ...REFERENCE_INPUTS,
      ...[
        '1',
        '2.5',
        '1e10',
        '0x1F',
        '"s"',
        "'s'",
        'true',
        'constructor',
        '__proto__',
        'min',
        'max',
        'round',
        'import',
      ],
      ...[
        '+',
        '-',
        '*',
        '/',
        '^',
        '%',
        '!',
        "'",
        '<',
        '==',
        '=',
        'and',
        'not',
        '?',
        ':',
        ';',
        ',',
        '.',
        '[',
        ']',
      ],
      ...['(', ')', '{', '}', ' ', '\n', '#', 'mod', 'to', 'cm', 'evaluate', 'parse', 'f(x)', '..', '?.'],
    );
    const text = fc.oneof(
      fc.array(token, { maxLength: 40 }).map((tokens) => tokens.join('')),
      fc.string({ maxLength: 60 }),
    );
    fc.assert(
      fc.property(text, scopeArbitrary, (source, scope) => {
        let compiled;
        try {
          compiled = compileFormula(source, isKnownInput);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaRefused);
          const { problem } = error as FormulaRefused;
          if (problem.position !== null) expect(problem.position).toBeGreaterThanOrEqual(1);
          return;
        }
        try {
          compiled.evaluate(scope);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaRunFailed);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
