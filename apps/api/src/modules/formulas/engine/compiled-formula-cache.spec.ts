import { CompiledFormulaCache } from './compiled-formula-cache.js';
import { FormulaRefused } from './formula-errors.js';

const INPUTS = new Set(['age', 'weight']);

// Counts how often the checker asks about inputs: once per compilation of `weight * n`.
function countingInputs() {
  const counter = { asked: 0, isKnownInput: (name: string) => (counter.asked++, INPUTS.has(name)) };
  return counter;
}

describe('CompiledFormulaCache', () => {
  it('compiles a template version once', () => {
    const cache = new CompiledFormulaCache();
    const inputs = countingInputs();
    const first = cache.get('t1@1', 'weight * 2', inputs.isKnownInput);
    const again = cache.get('t1@1', 'weight * 2', inputs.isKnownInput);
    expect(again).toBe(first);
    expect(inputs.asked).toBe(1);
    expect(again.evaluate(new Map([['weight', 70]]))).toBe(140);
  });

  it('compiles each version on its own', () => {
    const cache = new CompiledFormulaCache();
    const inputs = countingInputs();
    const v1 = cache.get('t1@1', 'weight * 2', inputs.isKnownInput);
    const v2 = cache.get('t1@2', 'weight * 3', inputs.isKnownInput);
    expect(v2).not.toBe(v1);
    expect(v2.evaluate(new Map([['weight', 10]]))).toBe(30);
    expect(cache.size).toBe(2);
  });

  it('drops the least recently used version when full', () => {
    const cache = new CompiledFormulaCache(2);
    const inputs = countingInputs();
    const a = cache.get('a@1', 'weight * 1', inputs.isKnownInput);
    cache.get('b@1', 'weight * 2', inputs.isKnownInput);
    expect(cache.get('a@1', 'weight * 1', inputs.isKnownInput)).toBe(a); // a is now the most recent
    cache.get('c@1', 'weight * 3', inputs.isKnownInput); // drops b
    expect(cache.size).toBe(2);
    expect(cache.get('a@1', 'weight * 1', inputs.isKnownInput)).toBe(a);
    expect(inputs.asked).toBe(3);
    cache.get('b@1', 'weight * 2', inputs.isKnownInput);
    expect(inputs.asked).toBe(4);
  });

  it('compiles again when a key comes back with another text', () => {
    const cache = new CompiledFormulaCache();
    const inputs = countingInputs();
    cache.get('t1@1', 'weight * 2', inputs.isKnownInput);
    const changed = cache.get('t1@1', 'weight * 5', inputs.isKnownInput);
    expect(changed.text).toBe('weight * 5');
    expect(cache.size).toBe(1);
  });

  it('caches nothing for a refused formula', () => {
    const cache = new CompiledFormulaCache();
    expect(() => cache.get('t1@1', 'weight.constructor', (name) => INPUTS.has(name))).toThrow(FormulaRefused);
    expect(cache.size).toBe(0);
  });

  it('needs room for at least one formula', () => {
    expect(() => new CompiledFormulaCache(0)).toThrow(RangeError);
  });
});
