import { BLOOD_MARKERS, type BloodMarkerData } from '../../../database/seeds/reference/blood-markers.data.js';
import { unitAlternative } from '../../../database/seeds/reference/blood-markers.seed.js';
import { isUcumCode, ucumFactor } from './ucum-units.js';
import { factorTo, type ConvertibleMarker } from './unit-conversion.js';

/**
 * The conversion factors the catalogue held before units went through @lhncbc/ucum-lhc, written and checked by
 * hand (marker, the lab's spelling, value in the marker's unit = value × factor). The library must agree with
 * each to the precision it was written in (4 significant digits): within 0.1 %.
 */
const HAND_WRITTEN_FACTORS: [string, string, number][] = [
  ['FERRITIN', 'ng/ml', 1],
  ['VITAMIN_D_25OH', 'ng/ml', 2.496],
  ['VITAMIN_B12', 'pg/ml', 0.7378],
  ['FOLATE', 'ng/ml', 2.266],
  ['MAGNESIUM_WB', 'mg/dl', 0.4114],
  ['MAGNESIUM_S', 'mg/dl', 0.4114],
  ['ZINC', 'µg/dl', 0.153],
  ['ZINC', 'µg/l', 0.0153],
  ['SELENIUM', 'µmol/l', 78.96],
  ['COPPER', 'µg/dl', 0.1574],
  ['HOMOCYSTEINE', 'mg/l', 7.397],
  ['TSH', 'µU/ml', 1],
  ['FT3', 'pg/ml', 1.536],
  ['FT4', 'ng/dl', 12.87],
  ['GLUCOSE_FASTING', 'mg/dl', 0.0555],
  ['INSULIN_FASTING', 'µU/ml', 1],
  ['INSULIN_FASTING', 'pmol/l', 0.1667],
  ['CRP', 'mg/dl', 10],
  ['HSCRP', 'mg/dl', 10],
  ['CHOLESTEROL_TOTAL', 'mg/dl', 0.025863],
  ['LDL', 'mg/dl', 0.025863],
  ['HDL', 'mg/dl', 0.025863],
  ['TRIGLYCERIDES', 'mg/dl', 0.01129],
  ['IRON', 'µg/dl', 0.1791],
  ['TRANSFERRIN', 'mg/dl', 0.01],
  ['CALCIUM', 'mg/dl', 0.2495],
  ['POTASSIUM', 'mval/l', 1],
  ['SODIUM', 'mval/l', 1],
  ['CREATININE', 'mg/dl', 88.4],
  ['ALT', 'µkat/l', 60],
  ['AST', 'µkat/l', 60],
  ['GGT', 'µkat/l', 60],
  ['URIC_ACID', 'mg/dl', 59.48],
  ['HAEMOGLOBIN', 'g/l', 0.1],
  ['HAEMOGLOBIN', 'mmol/l', 1.611],
  ['HAEMATOCRIT', 'l/l', 100],
  ['LEUKOCYTES', '/µl', 0.001],
  ['PLATELETS', '/µl', 0.001],
  ['CORTISOL', 'µg/dl', 27.59],
  ['DHEA_S', 'µg/dl', 0.02714],
  ['TESTOSTERONE', 'ng/ml', 3.467],
  ['TESTOSTERONE', 'ng/dl', 0.03467],
  ['ESTRADIOL', 'pg/ml', 3.671],
  ['COENZYME_Q10', 'µg/ml', 1],
  ['COENZYME_Q10', 'µmol/l', 0.8633],
  ['VITAMIN_A', 'µg/dl', 0.03491],
  ['VITAMIN_A', 'mg/l', 3.491],
  ['VITAMIN_E', 'mg/l', 2.322],
  ['VITAMIN_B6', 'µg/l', 4.046],
];

const byCode = new Map(BLOOD_MARKERS.map((marker) => [marker.code, marker]));

/** A catalogue marker as the database holds it after the seed (its alternatives made by the seed's own code). */
function stored(marker: BloodMarkerData): ConvertibleMarker {
  return {
    unit: marker.unit,
    formatted_unit: marker.formattedUnit,
    ucum_unit: marker.ucum,
    molar_mass: marker.molarMass ?? null,
    charge: marker.charge ?? null,
    unit_alternatives: (marker.alternatives ?? []).map((alternative) => unitAlternative(marker, alternative)),
  };
}

describe('units through UCUM (@lhncbc/ucum-lhc)', () => {
  it("every blood marker's unit and every alternative unit is a valid UCUM code the library converts", () => {
    expect(BLOOD_MARKERS).toHaveLength(50);
    const problems: string[] = [];
    for (const marker of BLOOD_MARKERS) {
      if (!isUcumCode(marker.ucum)) problems.push(`${marker.code}: ${marker.ucum} is no UCUM code`);
      for (const [spelling, ucum, byConvention] of marker.alternatives ?? []) {
        if (!isUcumCode(ucum)) problems.push(`${marker.code}: ${ucum} (${spelling}) is no UCUM code`);
        else if (byConvention === undefined && ucumFactor(ucum, marker.ucum, marker) === null)
          problems.push(`${marker.code}: ${ucum} does not convert to ${marker.ucum}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the library gives the factors written by hand before, each within 0.1 %', () => {
    expect(HAND_WRITTEN_FACTORS).toHaveLength(49);
    const differing = HAND_WRITTEN_FACTORS.flatMap(([code, spelling, factor]) => {
      const marker = byCode.get(code)!;
      const computed = factorTo(stored(marker), spelling);
      return computed !== null && Math.abs(computed / factor - 1) <= 0.001
        ? []
        : [`${code} ${spelling}: ${computed} instead of ${factor}`];
    });
    expect(differing).toEqual([]);
  });

  it('mass and amount of substance through the molar mass, equivalents through the charge', () => {
    const vitaminD = stored(byCode.get('VITAMIN_D_25OH')!);
    expect(factorTo(vitaminD, 'ng/ml')).toBeCloseTo(2.496, 3);
    // A UCUM code no alternative names: converted all the same (µg/l = ng/ml).
    expect(factorTo(vitaminD, 'ug/L')).toBeCloseTo(2.496, 3);
    expect(factorTo(vitaminD, 'nmol/L')).toBe(1);
    expect(factorTo(stored(byCode.get('POTASSIUM')!), 'mval/l')).toBe(1);
    expect(factorTo(stored(byCode.get('GLUCOSE_FASTING')!), 'mg/dL')).toBeCloseTo(0.0555, 4);
    // The same arbitrary unit with other prefixes (mIU/l and µIU/ml are equal).
    expect(factorTo(stored(byCode.get('TSH')!), 'u[IU]/mL')).toBe(1);
  });

  it('refuses what cannot be converted to the marker unit: no molar mass, another dimension, no unit at all', () => {
    const ferritin = stored(byCode.get('FERRITIN')!);
    expect(factorTo(ferritin, 'mmol/l')).toBeNull(); // ferritin has no molar mass in the catalogue
    expect(factorTo(ferritin, 'mg/dL')).toBeCloseTo(10000, 6);
    expect(factorTo(ferritin, 'U/L')).toBeNull();
    expect(factorTo(ferritin, 'Bananen')).toBeNull();
    expect(factorTo(ferritin, '   ')).toBeNull();
    expect(factorTo(stored(byCode.get('POTASSIUM')!), 'mg/dL')).toBeNull(); // no molar mass for potassium
    expect(isUcumCode('µg/l')).toBe(false); // the lab's spelling is no UCUM code: alternatives map it
  });
});
