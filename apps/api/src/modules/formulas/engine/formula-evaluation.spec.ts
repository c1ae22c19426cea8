import { compileFormula, evaluateUncompiled } from './compile-formula.js';
import { type FormulaFailureReason, FormulaRunFailed } from './formula-errors.js';
import { FORMULA_FUNCTIONS } from './formula-functions.js';
import { compileTree, evaluatorNamespace } from './math-instances.js';
import { runFormula, TIME_LIMIT_MS } from './run-formula.js';

const INPUTS = new Set(['age', 'weight', 'height', 'male', 'blood_VITAMIN_D_25OH', 'blood_FERRITIN']);
const isKnownInput = (name: string) => INPUTS.has(name);
const patient = new Map([
  ['age', 42.5],
  ['weight', 80],
  ['height', 180],
  ['male', 1],
  ['blood_VITAMIN_D_25OH', 25],
]);

function value(text: string, scope: ReadonlyMap<string, number> = patient): number {
  return compileFormula(text, isKnownInput).evaluate(scope);
}

function failure(text: string, scope: ReadonlyMap<string, unknown> = patient): FormulaRunFailed {
  try {
    compileFormula(text, isKnownInput).evaluate(scope as ReadonlyMap<string, number>);
  } catch (error) {
    if (error instanceof FormulaRunFailed) return error;
    throw error;
  }
  throw new Error(`expected ${text} to fail`);
}

describe('formula evaluation', () => {
  it.each<[string, number]>([
    ['1.5 + 2', 3.5],
    ['10 - 2.5', 7.5],
    ['4 * 2.5', 10],
    ['7 / 2', 3.5],
    ['-age', -42.5],
    ['+age', 42.5],
    ['- -3', 3],
    ['height ^ 2', 32400],
    ['4 ^ -1', 0.25],
    ['16 ^ 0.5', 4],
    ['16 ^ (-0.5)', 0.25],
    ['-2 ^ 2', -4],
    ['(-2) ^ 2', 4],
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['10 - 4 - 3', 3],
    ['24 / 4 / 2', 3],
    ['weight / (height / 100) ^ 2', 80 / 1.8 ** 2],
    // comparisons give 1 or 0, and may be used as numbers
    ['age < 50', 1],
    ['age < 42.5', 0],
    ['age <= 42.5', 1],
    ['age > 42.5', 0],
    ['age >= 42.5', 1],
    ['age == 42.5', 1],
    ['age != 42.5', 0],
    ['0.1 + 0.2 == 0.3', 1],
    ['(age > 40) * 500 + 1000', 1500],
    // logic
    ['male and age > 40', 1],
    ['male and age > 50', 0],
    ['0 or age > 50', 0],
    ['male or 0', 1],
    ['not male', 0],
    ['not 0', 1],
    ['not male or age > 40', 1],
    // conditional
    ['male ? 2000 : 1000', 2000],
    ['age < 18 ? 500 : age < 65 ? 1000 : 1500', 1000],
    ['(age > 40 and male) ? weight * 10 : weight * 5', 800],
    // functions
    ['min(3, age, 99)', 3],
    ['max(3, age, 99)', 99],
    ['min(age)', 42.5],
    ['clamp(age, 0, 40)', 40],
    ['clamp(age, 50, 60)', 50],
    ['clamp(age, 0, 100)', 42.5],
    ['round(age)', 43],
    ['round(-2.5)', -3],
    ['round(1.005, 2)', 1.01],
    ['round(2 / 3, 4)', 0.6667],
    ['round(age, 0)', 43],
    ['floor(age)', 42],
    ['floor(-age)', -43],
    ['ceil(age)', 43],
    ['ceil(-age)', -42],
    // floor and ceil snap to an integer within mathjs' tolerance: (0.1 + 0.2) * 10 is 3.0000000000000004
    ['ceil((0.1 + 0.2) * 10)', 3],
    ['floor(0.7 * 10 - 1e-15)', 7],
    ['abs(-age)', 42.5],
    ['sqrt(weight * 5)', 20],
    ['known(age)', 1],
    ['known(blood_FERRITIN)', 0],
    ['valueOr(age, 30)', 42.5],
    ['valueOr(blood_FERRITIN, 30)', 30],
    ['valueOr(blood_FERRITIN / 0, 30)', 30],
    ['known(blood_FERRITIN) ? blood_FERRITIN : 50', 50],
    ['clamp(valueOr((75 - blood_VITAMIN_D_25OH) * weight * 2.5, 1000), 0, 4000)', 4000],
    ['1e9 + 0.5', 1_000_000_000.5],
    ['0x10', 16],
  ])('%s = %d', (text, expected) => {
    expect(value(text)).toBeCloseTo(expected, 10);
  });

  it('treats an input the scope does not hold as NaN, which known and valueOr handle', () => {
    const noBlood = new Map([['weight', 70]]);
    expect(value('valueOr((75 - blood_VITAMIN_D_25OH) * weight * 2.5, 1000)', noBlood)).toBe(1000);
    expect(
      value('known(blood_VITAMIN_D_25OH) ? 1 : 2', new Map([['blood_VITAMIN_D_25OH', Number.NaN]])),
    ).toBe(2);
    // A NaN condition takes the else branch; comparisons with NaN are false.
    expect(value('blood_FERRITIN ? 1 : 2')).toBe(2);
    expect(value('blood_FERRITIN < 30 ? 1 : 2')).toBe(2);
  });

  it.each<[string, FormulaFailureReason, string]>([
    ['blood_FERRITIN * 2', 'missingInput', 'no value for blood_FERRITIN'],
    ['max(blood_FERRITIN, weight)', 'missingInput', 'no value for blood_FERRITIN'],
    ['weight / 0', 'divisionByZero', 'division by zero gave Infinity'],
    ['-weight / (male - 1)', 'divisionByZero', 'division by zero gave -Infinity'],
    ['0 / 0', 'divisionByZero', 'division by zero gave NaN'],
    ['sqrt(-weight)', 'notFinite', 'the result is NaN'],
    ['(-weight) ^ 0.5', 'notFinite', 'the result is NaN'],
    [
      '1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4 * 1e9 ^ 4',
      'notFinite',
      'the result is Infinity',
    ],
  ])('fails %s with %s', (text, reason, detail) => {
    const failed = failure(text);
    expect(failed.reason).toBe(reason);
    expect(failed.detail).toBe(detail);
  });

  it('evaluates only the branch a conditional takes', () => {
    expect(value('male ? weight : weight / 0')).toBe(80);
    expect(failure('male ? sqrt(-1) : 1 / 0').reason).toBe('notFinite');
  });

  it('names every missing input when the result is NaN', () => {
    const failed = failure('weight * blood_FERRITIN + age', new Map([['age', Number.NaN]]));
    expect(failed.reason).toBe('missingInput');
    expect(failed.detail).toBe('no value for age, blood_FERRITIN, weight');
  });

  it('refuses values in the scope that are not finite numbers', () => {
    for (const bad of [Number.POSITIVE_INFINITY, '80', null, {}, () => 1, 80n]) {
      const failed = failure('weight * 2', new Map<string, unknown>([['weight', bad]]));
      expect(failed.reason).toBe('error');
      expect(failed.detail).toBe('the input weight is not a finite number');
    }
  });

  it('reads nothing from the scope but the inputs the formula names', () => {
    const scope = new Map<string, unknown>([
      ['age', 30],
      ['weight', 'not read'],
      ['min', 5],
      ['constructor', 1],
    ]);
    expect(value('min(age, 40)', scope as ReadonlyMap<string, number>)).toBe(30);
  });

  it('keeps inputs, text and the evaluate function read-only', () => {
    const formula = compileFormula('weight + age', isKnownInput);
    expect(formula.inputs).toEqual(['age', 'weight']);
    expect(formula.text).toBe('weight + age');
    expect(Object.isFrozen(formula)).toBe(true);
    expect(Object.isFrozen(formula.inputs)).toBe(true);
  });

  it('gives the same result compiled once and uncompiled', () => {
    const text = 'clamp(valueOr((75 - blood_VITAMIN_D_25OH) * weight * 2.5, 1000), 0, 4000) / 3';
    expect(evaluateUncompiled(text, patient, isKnownInput)).toBe(value(text));
  });

  it('fails a formula whose run and repeat both took longer than the time limit (measured, not interrupted)', () => {
    const expression = compileTree({ kind: 'number', value: 1 });
    let now = 0;
    const slowClock = { now: () => (now += TIME_LIMIT_MS + 1) };
    expect(() => runFormula(expression, [], new Map(), slowClock)).toThrow(
      expect.objectContaining({ reason: 'timeLimit', detail: 'took 51.0 ms, the limit is 50 ms' }),
    );
    const fastClock = { now: () => (now += TIME_LIMIT_MS / 2) };
    expect(runFormula(expression, [], new Map(), fastClock)).toBe(1);
  });

  it('repeats a slow run once, so a single stall (a garbage collection, a busy machine) refuses nothing', () => {
    const expression = compileTree({ kind: 'number', value: 1 });
    const ticks = [0, TIME_LIMIT_MS + 20, 100, 101];
    const stallOnce = { now: () => ticks.shift() ?? Number.NaN };
    expect(runFormula(expression, [], new Map(), stallOnce)).toBe(1);
    expect(ticks).toEqual([]);
  });

  it('wraps an error thrown inside mathjs as error with its message', () => {
    // A tree the checker never produces (an input the scope is not given), to reach mathjs' own error.
    const expression = compileTree({ kind: 'input', name: 'weight' });
    expect(() => runFormula(expression, [], new Map())).toThrow(
      expect.objectContaining({ reason: 'error', detail: 'Undefined symbol weight' }),
    );
  });

  it('builds the evaluator without the functions that reach JavaScript or other instances', () => {
    const namespace = evaluatorNamespace();
    for (const dangerous of [
      'import',
      'createUnit',
      'evaluate',
      'parse',
      'compile',
      'simplify',
      'derivative',
      'resolve',
      'reviver',
      'chain',
      'Parser',
      'help',
    ])
      expect(namespace).not.toContain(dangerous);
    for (const name of FORMULA_FUNCTIONS) expect(namespace).toContain(name);
  });

  it('lists the allowed functions for the editor', () => {
    expect(FORMULA_FUNCTIONS).toEqual([
      'min',
      'max',
      'clamp',
      'round',
      'floor',
      'ceil',
      'abs',
      'sqrt',
      'known',
      'valueOr',
    ]);
    expect(Object.isFrozen(FORMULA_FUNCTIONS)).toBe(true);
  });
});
