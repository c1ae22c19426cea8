import { checkFormula, compileFormula } from './compile-formula.js';
import { type FormulaProblem, FormulaRefused } from './formula-errors.js';

const INPUTS = new Set(['age', 'weight', 'height', 'male', 'blood_VITAMIN_D_25OH', 'dna_VDR']);
const isKnownInput = (name: string) => INPUTS.has(name);

function problemOf(text: string): FormulaProblem {
  const checked = checkFormula(text, isKnownInput);
  if (!('problem' in checked)) throw new Error(`expected ${JSON.stringify(text)} to be refused`);
  return checked.problem;
}

describe('formula refusals', () => {
  it.each<[string, FormulaProblem]>([
    // Reaching JavaScript or mathjs internals
    ['constructor', { code: 'unknownInput', fragment: 'constructor', position: 1 }],
    ['__proto__', { code: 'unknownInput', fragment: '__proto__', position: 1 }],
    ['age + toString', { code: 'unknownInput', fragment: 'toString', position: 7 }],
    ['Math', { code: 'unknownInput', fragment: 'Math', position: 1 }],
    ['foo * 2', { code: 'unknownInput', fragment: 'foo', position: 1 }],
    ['pi', { code: 'unknownInput', fragment: 'pi', position: 1 }],
    ['import("fs")', { code: 'forbiddenFunction', fragment: 'import', position: 1 }],
    ['1 + evaluate("1")', { code: 'forbiddenFunction', fragment: 'evaluate', position: 5 }],
    ['parse("1")', { code: 'forbiddenFunction', fragment: 'parse', position: 1 }],
    ['compile("1")', { code: 'forbiddenFunction', fragment: 'compile', position: 1 }],
    ['createUnit("x")', { code: 'forbiddenFunction', fragment: 'createUnit', position: 1 }],
    ['simplify("x")', { code: 'forbiddenFunction', fragment: 'simplify', position: 1 }],
    ['derivative("x", "x")', { code: 'forbiddenFunction', fragment: 'derivative', position: 1 }],
    ['constructor(1)', { code: 'forbiddenFunction', fragment: 'constructor', position: 1 }],
    ['exp(1)', { code: 'forbiddenFunction', fragment: 'exp', position: 1 }],
    ['age.constructor', { code: 'forbiddenConstruct', fragment: 'age.constructor', position: 1 }],
    ['age["constructor"]', { code: 'forbiddenConstruct', fragment: 'age["constructor"]', position: 1 }],
    ['age[1]', { code: 'forbiddenConstruct', fragment: 'age[1]', position: 1 }],
    ['age.toString()', { code: 'forbiddenConstruct', fragment: 'age.toString()', position: 1 }],
    ['age?.x', { code: 'forbiddenConstruct', fragment: 'age?.x', position: 1 }],
    // Statements, definitions, collections, ranges
    ['f = 1', { code: 'forbiddenConstruct', fragment: 'f = 1', position: 1 }],
    ['f(x) = x', { code: 'forbiddenConstruct', fragment: 'f(x) = x', position: 1 }],
    ['[1, 2]', { code: 'forbiddenConstruct', fragment: '[1, 2]', position: 1 }],
    ['{a: 1}', { code: 'forbiddenConstruct', fragment: '{"a": 1}', position: null }],
    ['1:3', { code: 'forbiddenConstruct', fragment: '1:3', position: 1 }],
    ['age; weight', { code: 'forbiddenConstruct', fragment: 'age; weight', position: 1 }],
    ['age\nweight', { code: 'forbiddenConstruct', fragment: 'age\nweight', position: 1 }],
    // Values other than numbers
    ['"text"', { code: 'forbiddenConstruct', fragment: '"text"', position: 1 }],
    ["'text'", { code: 'forbiddenConstruct', fragment: '"text"', position: null }],
    ['age + true', { code: 'forbiddenConstruct', fragment: 'true', position: 7 }],
    ['null', { code: 'forbiddenConstruct', fragment: 'null', position: 1 }],
    ['undefined', { code: 'forbiddenConstruct', fragment: 'undefined', position: 1 }],
    ['5 cm', { code: 'forbiddenConstruct', fragment: '5 cm', position: 1 }],
    ['2 weight', { code: 'forbiddenConstruct', fragment: '2 weight', position: 1 }],
    ['50% * weight', { code: 'forbiddenConstruct', fragment: '%', position: 3 }],
    // Operators outside the language
    ['age mod 2', { code: 'forbiddenConstruct', fragment: 'age mod 2', position: 1 }],
    ['age % 2', { code: 'forbiddenConstruct', fragment: 'age % 2', position: 1 }],
    ['3!', { code: 'forbiddenConstruct', fragment: '3!', position: 1 }],
    ["age'", { code: 'forbiddenConstruct', fragment: "age'", position: 1 }],
    ['age & 1', { code: 'forbiddenConstruct', fragment: 'age & 1', position: 1 }],
    ['age | 1', { code: 'forbiddenConstruct', fragment: 'age | 1', position: 1 }],
    ['~age', { code: 'forbiddenConstruct', fragment: '~age', position: 1 }],
    ['age xor male', { code: 'forbiddenConstruct', fragment: 'age xor male', position: 1 }],
    ['age << 2', { code: 'forbiddenConstruct', fragment: 'age << 2', position: 1 }],
    ['age .* 2', { code: 'forbiddenConstruct', fragment: 'age .* 2', position: 1 }],
    ['age ?? 2', { code: 'forbiddenConstruct', fragment: 'age ?? 2', position: 1 }],
    ['age to weight', { code: 'forbiddenConstruct', fragment: 'age to weight', position: 1 }],
    ['18 < age < 65', { code: 'forbiddenConstruct', fragment: '18 < age < 65', position: 1 }],
    ['min?.(1, 2)', { code: 'forbiddenConstruct', fragment: 'min(1, 2)', position: null }],
    // Functions: arity and round's digits
    ['min()', { code: 'syntax', fragment: 'min()', position: 1 }],
    ['clamp(age, 1)', { code: 'syntax', fragment: 'clamp(age, 1)', position: 1 }],
    ['sqrt(1, 2)', { code: 'syntax', fragment: 'sqrt(1, 2)', position: 1 }],
    ['round(age, 5)', { code: 'forbiddenConstruct', fragment: 'round(age, 5)', position: 1 }],
    ['round(age, 1.5)', { code: 'forbiddenConstruct', fragment: 'round(age, 1.5)', position: 1 }],
    ['round(age, weight)', { code: 'forbiddenConstruct', fragment: 'round(age, weight)', position: 1 }],
    ['round(age, -1)', { code: 'forbiddenConstruct', fragment: 'round(age, -1)', position: 1 }],
    // Exponents and numbers
    ['2 ^ 1000', { code: 'exponentNotAllowed', fragment: '2 ^ 1000', position: 1 }],
    ['2 ^ height', { code: 'exponentNotAllowed', fragment: '2 ^ height', position: 1 }],
    ['height ^ 4.5', { code: 'exponentNotAllowed', fragment: 'height ^ 4.5', position: 1 }],
    ['height ^ -5', { code: 'exponentNotAllowed', fragment: 'height ^ -5', position: 1 }],
    ['height ^ (1 + 1)', { code: 'exponentNotAllowed', fragment: 'height ^ (1 + 1)', position: 1 }],
    ['2 ^ 2 ^ 2', { code: 'exponentNotAllowed', fragment: '2 ^ 2 ^ 2', position: 1 }],
    ['weight * 1e10', { code: 'numberTooLarge', fragment: '1e10', position: 10 }],
    ['1000000001', { code: 'numberTooLarge', fragment: '1000000001', position: 1 }],
    ['-1e10', { code: 'numberTooLarge', fragment: '1e10', position: 2 }],
    // Syntax
    ['1 +', { code: 'syntax', fragment: null, position: 4 }],
    ['1 + * 2', { code: 'syntax', fragment: '*', position: 5 }],
    ['(age', { code: 'syntax', fragment: null, position: 5 }],
    ['age)', { code: 'syntax', fragment: ')', position: 4 }],
    ['1 2', { code: 'syntax', fragment: '2', position: 3 }],
    ['"open', { code: 'syntax', fragment: null, position: 6 }],
    // Empty
    ['', { code: 'empty', fragment: null, position: null }],
    ['  \n\t', { code: 'empty', fragment: null, position: null }],
    ['# only a comment', { code: 'empty', fragment: null, position: null }],
  ])('refuses %j', (text, problem) => {
    expect(problemOf(text)).toEqual(problem);
  });

  it('throws FormulaRefused from compileFormula with the same problem', () => {
    expect(() => compileFormula('age.constructor', isKnownInput)).toThrow(FormulaRefused);
    try {
      compileFormula('2 ^ height', isKnownInput);
    } catch (error) {
      expect((error as FormulaRefused).problem).toEqual(problemOf('2 ^ height'));
    }
  });

  it('asks the caller about every symbol and trusts no prototype name', () => {
    const asked: string[] = [];
    const everything = (name: string) => (asked.push(name), true);
    expect(checkFormula('weight + constructor', everything)).toEqual({
      problem: { code: 'unknownInput', fragment: 'constructor', position: 10 },
    });
    expect(checkFormula('weight + ärger', everything)).toEqual({
      problem: { code: 'unknownInput', fragment: 'ärger', position: 10 },
    });
    expect(asked).toEqual(['weight', 'weight']);
  });

  it('refuses more than 2000 characters and accepts 2000', () => {
    const sum = (terms: number) => `1${' + 1'.repeat(terms - 1)}`;
    const atLimit = `${sum(500)}${' '.repeat(2000 - sum(500).length)}`;
    expect(atLimit).toHaveLength(2000);
    expect(checkFormula(atLimit, isKnownInput)).toEqual({ inputs: [] });
    expect(problemOf(`${atLimit} `)).toEqual({ code: 'tooLong', fragment: null, position: 2001 });
  });

  it('refuses nesting deeper than 30 and accepts 30', () => {
    const brackets = (depth: number) => `${'('.repeat(depth)}age${')'.repeat(depth)}`;
    expect(checkFormula(brackets(30), isKnownInput)).toEqual({ inputs: ['age'] });
    expect(problemOf(brackets(31))).toEqual({ code: 'tooDeep', fragment: '(', position: 31 });
    const calls = (depth: number) => `${'abs('.repeat(depth)}age${')'.repeat(depth)}`;
    expect(checkFormula(calls(30), isKnownInput)).toEqual({ inputs: ['age'] });
    expect(problemOf(calls(31))).toEqual({ code: 'tooDeep', fragment: '(', position: 124 });
    // Without brackets: 31 unary operators nest too.
    expect(checkFormula(`${'- '.repeat(30)}age`, isKnownInput)).toEqual({ inputs: ['age'] });
    expect(problemOf(`${'- '.repeat(31)}age`)).toEqual({ code: 'tooDeep', fragment: null, position: null });
    expect(problemOf(`${'-'.repeat(1990)}age`)).toEqual({ code: 'tooDeep', fragment: null, position: null });
  });

  it('counts a chain of terms or of else-ifs as one level', () => {
    const terms = Array.from({ length: 100 }, (_, index) => `${index} * age`).join(' + ');
    expect(checkFormula(terms, isKnownInput)).toEqual({ inputs: ['age'] });
    const bands = Array.from({ length: 40 }, (_, index) => `age < ${index + 1} ? ${index}`).join(' : ');
    expect(checkFormula(`${bands} : 40`, isKnownInput)).toEqual({ inputs: ['age'] });
  });

  it('accepts the limits of numbers and exponents', () => {
    for (const text of [
      '1e9',
      '-1000000000',
      '1e9 * weight',
      'height ^ 4',
      'height ^ -4',
      'height ^ (-0.5)',
      'height ^ +2',
    ])
      expect(checkFormula(text, isKnownInput)).toEqual(
        expect.objectContaining({ inputs: expect.any(Array) }),
      );
  });

  it('lists the inputs a formula reads, sorted and once', () => {
    expect(checkFormula('weight * dna_VDR + age / weight + (male ? age : 0)', isKnownInput)).toEqual({
      inputs: ['age', 'dna_VDR', 'male', 'weight'],
    });
  });

  it('shortens a long fragment', () => {
    const problem = problemOf(`[${'age, '.repeat(30)}age]`);
    expect(problem.code).toBe('forbiddenConstruct');
    expect(problem.fragment).toHaveLength(60);
    expect(problem.fragment?.endsWith('…')).toBe(true);
  });
});
