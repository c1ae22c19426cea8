import fc from 'fast-check';
import { exprArbitrary, printExpr, REFERENCE_INPUTS } from '../../../../test/helpers/formula-reference.js';
import { compileFormula } from './compile-formula.js';
import { type Interval, formulaBounds } from './formula-bounds.js';
import { FormulaRefused, FormulaRunFailed } from './formula-errors.js';

const RANGES: Record<string, Interval> = {
  age: { lo: 18, hi: 130 },
  weight: { lo: 0.01, hi: 500 },
  blood_FERRITIN: { lo: 0, hi: Infinity },
  answer_DIET_TYPE_VEGAN: { lo: 0, hi: 1 },
};
const isKnown = (name: string) => Object.hasOwn(RANGES, name);
const range = (name: string) => RANGES[name];
const of = (formula: string) => formulaBounds(formula, isKnown, range);

describe('the bounds of a formula over its inputs’ ranges', () => {
  it.each([
    ['25', 25, 25],
    ['weight * 2', 0.02, 1000],
    ['100 - age', -30, 82],
    ['min(13, weight)', 0.01, 13],
    ['max(800, weight)', 800, 800],
    ['clamp(weight * 10, 0, 4000)', 0.1, 4000],
    ['round(min(4000, weight * 100) / 100) * 100', 0, 4000],
    ['answer_DIET_TYPE_VEGAN ? 250 : 10', 10, 250],
    ['age >= 65 ? 400 : 0', 0, 400],
    ['known(blood_FERRITIN) * 5', 0, 5],
    ['valueOr(blood_FERRITIN, 3) > 2', 0, 1],
    ['abs(50 - age)', 0, 80],
    ['sqrt(weight)', Math.sqrt(0.01), Math.sqrt(500)],
    ['(age - 20) ^ 2', 0, 110 ** 2],
    ['floor(age / 10)', 1, 13],
    ['-weight', -500, -0.01],
  ])('%s lies in [%d, %d]', (formula, lo, hi) => {
    const bounds = of(formula);
    expect(bounds.lo).toBeCloseTo(lo, 6);
    expect(bounds.hi).toBeCloseTo(hi, 6);
  });

  it('contains what mathjs gives where floor and ceil snap to a nearly equal integer (found by the property below)', () => {
    for (const text of ['ceil((0.1 ? 1000000000 : 1) ^ (-4))', 'floor(0.99999999999999)']) {
      const value = compileFormula(text, isKnown).evaluate(new Map());
      const bounds = of(text);
      expect(value).toBeGreaterThanOrEqual(bounds.lo);
      expect(value).toBeLessThanOrEqual(bounds.hi);
    }
  });

  it('has no upper bound where a blood value rises without limit or a divisor can reach 0', () => {
    expect(of('blood_FERRITIN * 2').hi).toBe(Infinity);
    expect(of('(300 - blood_FERRITIN) * 6').hi).toBe(1800);
    expect(of('100 / (age - 50)').hi).toBe(Infinity);
    expect(of('100 / age').hi).toBeCloseTo(100 / 18, 9);
    expect(of('min(25, blood_FERRITIN)').hi).toBe(25);
  });

  it('refuses what the checker refuses', () => {
    expect(() => of('foo + 1')).toThrow(FormulaRefused);
  });

  // Soundness: whatever a formula gives for inputs within their ranges (or missing) lies within its bounds.
  it('contains every result of random formulas for random inputs within the ranges', () => {
    const scopeArbitrary = fc.record({
      age: fc.option(fc.double({ min: 18, max: 130, noNaN: true }), { nil: undefined }),
      weight: fc.option(fc.double({ min: 0.01, max: 500, noNaN: true }), { nil: undefined }),
      blood_FERRITIN: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: undefined }),
      answer_DIET_TYPE_VEGAN: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
    });
    expect(REFERENCE_INPUTS.every(isKnown)).toBe(true);
    fc.assert(
      fc.property(exprArbitrary, scopeArbitrary, (expr, values) => {
        const text = printExpr(expr);
        let formula;
        try {
          formula = compileFormula(text, isKnown);
        } catch (error) {
          if (error instanceof FormulaRefused) return;
          throw error;
        }
        const scope = new Map(
          Object.entries(values).filter((entry): entry is [string, number] => entry[1] !== undefined),
        );
        let value: number;
        try {
          value = formula.evaluate(scope);
        } catch (error) {
          if (error instanceof FormulaRunFailed) return;
          throw error;
        }
        const { lo, hi } = of(text);
        const slack = (x: number) => (Number.isFinite(x) ? 1e-9 * Math.max(1, Math.abs(x)) : 0);
        if (!(value >= lo - slack(lo) && value <= hi + slack(hi)))
          throw new Error(`${text} gave ${value} outside [${lo}, ${hi}] for ${JSON.stringify(values)}`);
      }),
      { numRuns: 3000 },
    );
  });
});
