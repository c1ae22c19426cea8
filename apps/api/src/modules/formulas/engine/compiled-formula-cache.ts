// Compiled formulas by template version (`${templateId}@${version}`), least recently used dropped first.
// A version's text never changes; if a key comes back with another text, that text is compiled instead.
import { compileFormula, type CompiledFormula } from './compile-formula.js';
import { type IsKnownInput } from './formula-checker.js';

export class CompiledFormulaCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest entry first.
  private readonly entries = new Map<string, CompiledFormula>();

  constructor(private readonly maxEntries = 500) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError('maxEntries must be a positive integer');
  }

  get size(): number {
    return this.entries.size;
  }

  /** Throws FormulaRefused when the text is refused (nothing is cached then). */
  get(key: string, text: string, isKnownInput: IsKnownInput): CompiledFormula {
    const cached = this.entries.get(key);
    if (cached) this.entries.delete(key);
    const formula = cached?.text === text ? cached : compileFormula(text, isKnownInput);
    this.entries.set(key, formula);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return formula;
  }
}
