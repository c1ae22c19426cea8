import { labReportsFromFhir } from './lab-fhir-reports.js';

const VERSION = 'https://fhir.vitalis-portal.example/StructureDefinition/report-version';
const ORIENTATION = 'https://fhir.vitalis-portal.example/StructureDefinition/genotype-orientation';

const blood = (coding: { system: string; code: string }, value: unknown, unit = 'ug/L') => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [coding] },
  valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
});

const genotype = (rsId: string, call: string, orientation?: string) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '84413-4' }] },
  valueCodeableConcept: { text: call },
  extension: orientation ? [{ url: ORIENTATION, valueCode: orientation }] : undefined,
  component: [
    {
      code: { coding: [{ system: 'http://loinc.org', code: '48018-6' }] },
      valueCodeableConcept: { text: 'MTHFR' },
    },
    {
      code: { coding: [{ system: 'http://loinc.org', code: '81252-9' }] },
      valueCodeableConcept: { coding: [{ system: 'http://www.ncbi.nlm.nih.gov/projects/SNP', code: rsId }] },
    },
  ],
});

const report = (id: string, results: string[], extra: Record<string, unknown> = {}) => ({
  resourceType: 'DiagnosticReport',
  identifier: [{ system: 'https://lab.example/report-id', value: id }],
  status: 'final',
  code: { text: 'Blutanalyse' },
  effectiveDateTime: '2026-11-20',
  issued: '2026-11-21T08:00:00+01:00',
  result: results.map((reference) => ({ reference })),
  ...extra,
});

const bundle = (...entries: [string, unknown][]) => ({
  resourceType: 'Bundle',
  type: 'searchset',
  entry: entries.map(([fullUrl, resource]) => ({ fullUrl, resource })),
});

describe("the lab's FHIR reports, read into the lab report versions the JSON exchange gives", () => {
  it('reads blood values by LOINC, else by the first other code, with the UCUM unit; genotypes with their strand', () => {
    const read = labReportsFromFhir(
      bundle(
        ['urn:uuid:r1', report('R-1', ['urn:uuid:o1', 'urn:uuid:o2'])],
        ['urn:uuid:o1', blood({ system: 'http://loinc.org', code: '2276-4' }, 48.5)],
        ['urn:uuid:o2', blood({ system: 'https://lab.example/analyte', code: 'FERRITIN' }, 12, 'ng/mL')],
        [
          'urn:uuid:r2',
          report('R-2', ['urn:uuid:o3'], {
            status: 'corrected',
            extension: [{ url: VERSION, valueInteger: 2 }],
          }),
        ],
        ['urn:uuid:o3', genotype('rs1801133', 'CT', 'coding')],
        ['urn:uuid:unused', { resourceType: 'Patient' }],
      ),
    );
    expect(read).toEqual([
      {
        reportId: 'R-1',
        version: 1,
        status: 'final',
        issuedAt: new Date('2026-11-21T07:00:00Z'),
        collectedOn: '2026-11-20',
        blood: [
          { code: '2276-4', value: 48.5, unit: 'ug/L' },
          { code: 'FERRITIN', value: 12, unit: 'ng/mL' },
        ],
        genotypes: [],
      },
      expect.objectContaining({
        reportId: 'R-2',
        version: 2,
        status: 'corrected',
        blood: [],
        genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT', orientation: 'coding' }],
      }),
    ]);
    // No strand declared: none passed on (the DNA writer refuses such a call at a catalogue position).
    const [plain] = labReportsFromFhir(
      bundle(['urn:uuid:r', report('R', ['urn:uuid:o'])], ['urn:uuid:o', genotype('rs1', 'AA')]),
    )!;
    expect(plain.genotypes).toEqual([{ gene: 'MTHFR', rsId: 'rs1', genotype: 'AA' }]);
  });

  it('answers null for what it cannot read whole, never a part of it', () => {
    const loinc = { system: 'http://loinc.org', code: '2276-4' };
    for (const unreadable of [
      null,
      { resourceType: 'Parameters' },
      // A result the bundle does not hold, a value that is no number, no unit, a unit too long for the column.
      bundle(['urn:uuid:r', report('R', ['urn:uuid:missing'])]),
      bundle(['urn:uuid:r', report('R', ['urn:uuid:o'])], ['urn:uuid:o', blood(loinc, '48.5')]),
      bundle(['urn:uuid:r', report('R', ['urn:uuid:o'])], ['urn:uuid:o', blood(loinc, 48.5, '')]),
      bundle(['urn:uuid:r', report('R', ['urn:uuid:o'])], ['urn:uuid:o', blood(loinc, 48.5, 'x'.repeat(33))]),
      // A genotype without its rs id; a report without its identifier or date.
      bundle(
        ['urn:uuid:r', report('R', ['urn:uuid:o'])],
        ['urn:uuid:o', { ...genotype('rs1', 'AA'), component: [] }],
      ),
      bundle(['urn:uuid:r', report('R', [], { identifier: [] })]),
      bundle(['urn:uuid:r', report('R', [], { effectiveDateTime: 'soon' })]),
    ])
      expect(labReportsFromFhir(unreadable)).toBeNull();
    expect(labReportsFromFhir(bundle())).toEqual([]);
  });
});
