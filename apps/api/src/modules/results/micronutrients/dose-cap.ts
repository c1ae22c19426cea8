// How a micronutrient's maximum daily dose (micronutrient.max_value) follows from its safety facts
// (issue 28, docs/decisions/results.md, dose caps). Pure: the seed, the tests and the decisions use it.

/** What the upper level covers: all intake (food + supplements), or only supplements/added forms. */
export type UpperLevelScope = 'total' | 'supplements';

export interface UpperLevel {
  /** In the dose unit of the micronutrient (vitamin D: IE, 1 µg = 40 IE). Adults. */
  value: number;
  scope: UpperLevelScope;
  /** Guideline, year and journal reference; says so when it is a "safe level" and not a UL. */
  source: string;
}

export interface DietaryIntake {
  /** Typical daily intake from ordinary food, adults, in the dose unit. */
  value: number;
  source: string;
}

export interface PrescriptionLimit {
  /** A maximum kept below the upper level, or the basis where there is no upper level. */
  value: number;
  reason: string;
}

export interface DoseCapFacts {
  /** null: EFSA set no upper level (nor a safe level); the cap is then the prescription limit. */
  upperLevel: UpperLevel | null;
  /** Subtracted only when the upper level covers total intake. */
  dietaryIntake: DietaryIntake | null;
  prescriptionLimit: PrescriptionLimit | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The most a supplement may give per day: the upper level minus the typical dietary intake when the
 * upper level covers total intake, the upper level itself when it covers supplements only, and never
 * more than the prescription limit.
 */
export function doseCap(facts: DoseCapFacts): number {
  const candidates: number[] = [];
  const { upperLevel, dietaryIntake, prescriptionLimit } = facts;
  if (upperLevel) {
    if (upperLevel.scope === 'total') {
      if (!dietaryIntake) throw new Error('an upper level of total intake needs the dietary intake');
      candidates.push(upperLevel.value - dietaryIntake.value);
    } else candidates.push(upperLevel.value);
  }
  if (prescriptionLimit) candidates.push(prescriptionLimit.value);
  if (!candidates.length) throw new Error('a dose cap needs an upper level or a prescription limit');
  const cap = round2(Math.min(...candidates));
  if (!(cap > 0)) throw new Error(`a dose cap must be positive, got ${cap}`);
  return cap;
}

const de = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 2 });

/** One German sentence on how the cap was derived, for the micronutrient detail and the formula tool. */
export function capBasis(facts: DoseCapFacts, unit: string): string {
  const cap = doseCap(facts);
  const { upperLevel, dietaryIntake, prescriptionLimit } = facts;
  const parts: string[] = [];
  if (upperLevel?.scope === 'total' && dietaryIntake)
    parts.push(
      `Höchstzufuhr (${upperLevel.source}) ${de(upperLevel.value)} ${unit} für die Gesamtzufuhr ` +
        `minus übliche Zufuhr mit der Nahrung ${de(dietaryIntake.value)} ${unit} (${dietaryIntake.source}) ` +
        `= ${de(upperLevel.value - dietaryIntake.value)} ${unit}`,
    );
  else if (upperLevel)
    parts.push(
      `Höchstzufuhr (${upperLevel.source}) ${de(upperLevel.value)} ${unit}; sie gilt nur für ` +
        `Nahrungsergänzungsmittel und angereicherte Lebensmittel, die Nahrung wird nicht abgezogen`,
    );
  if (prescriptionLimit && !upperLevel) parts.push(`Grundlage: ${prescriptionLimit.reason}`);
  else if (prescriptionLimit && prescriptionLimit.value <= cap)
    parts.push(`begrenzt auf ${de(prescriptionLimit.value)} ${unit}: ${prescriptionLimit.reason}`);
  return `Höchstdosis ${de(cap)} ${unit} pro Tag. ${parts.join('; ')}.`;
}
