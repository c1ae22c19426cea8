import ucum from '@lhncbc/ucum-lhc';

// Units are validated and converted by @lhncbc/ucum-lhc, the U.S. National Library of Medicine's implementation
// of UCUM (The Unified Code for Units of Measure, Regenstrief Institute), instead of factors written by hand.
const library = ucum.UcumLhcUtils.getInstance();

/** What a conversion through the analyte needs: its molar mass (g/mol) for mass ↔ amount, its charge for equivalents. */
export interface Analyte {
  molarMass?: number | null;
  charge?: number | null;
}

/** Whether `code` is a UCUM code exactly as written (case-sensitive UCUM, no suggestion taken). */
export function isUcumCode(code: string): boolean {
  const validation = library.validateUnitString(code);
  return validation.status === 'valid' && validation.ucumCode === code;
}

// UCUM's arbitrary units ([IU]) are commensurable only with themselves, and the library converts no arbitrary unit
// at all. A change of prefix of the same one (m[IU]/L ↔ u[IU]/mL) is converted with the enzyme unit U in its
// place: a metric unit without a magnitude of its own, so the prefixes and the denominators decide alone.
const ARBITRARY = /\[IU\]/g;

function sameArbitraryUnitAsU(from: string, to: string): [string, string] {
  const arbitrary = (code: string) => code.match(ARBITRARY)?.length ?? 0;
  if (arbitrary(from) !== arbitrary(to) || arbitrary(from) === 0) return [from, to];
  return [from.replace(ARBITRARY, 'U'), to.replace(ARBITRARY, 'U')];
}

/**
 * The factor from UCUM unit `from` to UCUM unit `to` (value in `to` = value in `from` × factor), through the
 * analyte's molar mass or charge where the units need it; null when the library cannot convert them.
 */
export function ucumFactor(from: string, to: string, analyte: Analyte = {}): number | null {
  if (from === to) return 1;
  const [source, target] = sameArbitraryUnitAsU(from, to);
  const result = library.convertUnitTo(source, 1, target, {
    molecularWeight: analyte.molarMass ?? undefined,
    charge: analyte.charge ?? undefined,
  });
  return result.status === 'succeeded' && typeof result.toVal === 'number' && Number.isFinite(result.toVal)
    ? result.toVal
    : null;
}
