import { fhirProblems } from '../../../../test/helpers/fhir-validation.js';
import type { PickedRange } from '../blood-analysis/reference-ranges.js';
import {
  bloodObservationResource,
  diagnosticReportResource,
  genotypeObservationResource,
  interpretationOf,
  patientResource,
  serviceRequestResource,
  specimenResource,
} from './fhir-resources.js';

const range = (overrides: Partial<PickedRange> = {}): PickedRange => ({
  lab_min_value: 30,
  lab_max_value: 400,
  min_optimal_value: 50,
  max_optimal_value: 150,
  sex: null,
  age_from: null,
  age_to: null,
  sources: [],
  needs_sign_off: false,
  ...overrides,
});

const ferritin = (value: number, picked = range()) =>
  bloodObservationResource(
    {
      code: 'FERRITIN',
      name: 'Ferritin',
      loinc: '2276-4',
      value,
      unit: 'µg/l',
      ucum: 'ug/L',
      date: '2026-11-20',
      range: picked,
    },
    'urn:uuid:patient',
    'urn:uuid:specimen',
  );

describe('the FHIR R4 resources of the export', () => {
  it('are valid R4 for the base specification, each of them', () => {
    const resources = [
      patientResource({
        guid: 'g-1',
        firstName: 'Anna',
        lastName: 'Muster',
        birthDate: '1985-04-12',
        sex: 'Female',
      }),
      serviceRequestResource(
        {
          kind: 'blood',
          externalOrderNo: 'B-1-blood',
          orderNumber: 'B-1',
          placedAt: new Date(),
          status: 'active',
        },
        'urn:uuid:patient',
        ['urn:uuid:specimen'],
      ),
      specimenResource(
        { kind: 'dna', barcode: 'BC-1', registeredAt: new Date() },
        'urn:uuid:patient',
        'urn:uuid:r',
      ),
      ferritin(120, range({ sex: 'female', age_from: 18, age_to: 50 })),
      genotypeObservationResource(
        {
          gene: 'MTHFR',
          rsId: 'rs1801133',
          genotype: 'CT',
          orientation: 'coding',
          hgvs: 'NM_005957.5:c.665C>T',
          date: '2026-11-20',
        },
        'urn:uuid:patient',
        null,
      ),
      diagnosticReportResource(
        { kind: 'dna', id: '7', version: 2, corrected: true, date: '2026-11-20', issued: new Date() },
        'urn:uuid:patient',
        'urn:uuid:r',
        null,
        ['urn:uuid:o'],
      ),
    ];
    expect(resources.map((resource) => [resource.resourceType, fhirProblems(resource)])).toEqual(
      resources.map((resource) => [resource.resourceType, []]),
    );
  });

  it('the validator is no formality: a missing code or a text where a number belongs is named', () => {
    const observation = ferritin(120);
    expect(fhirProblems({ ...observation, code: undefined } as never)).toEqual([
      expect.stringContaining('Missing required property'),
    ]);
    expect(fhirProblems({ ...observation, valueQuantity: { value: '120' } } as never).join(' ')).toContain(
      'expected number',
    );
  });

  it('writes no empty lists, which FHIR JSON does not allow: an unnumbered part, a value without ranges', () => {
    const json = JSON.stringify([
      serviceRequestResource(
        { kind: 'dna', externalOrderNo: null, orderNumber: null, placedAt: null, status: 'active' },
        'urn:uuid:patient',
        [],
      ),
      specimenResource({ kind: 'blood', barcode: null, registeredAt: null }, 'urn:uuid:patient', null),
      ferritin(
        120,
        range({ lab_min_value: null, lab_max_value: null, min_optimal_value: null, max_optimal_value: null }),
      ),
      diagnosticReportResource(
        { kind: 'blood', id: '1', version: null, corrected: false, date: '2026-11-20', issued: new Date() },
        'urn:uuid:patient',
        null,
        null,
        [],
      ),
    ]);
    expect(json).not.toMatch(/\[\s*\]/);
  });

  it('judges H, L and N by the lab range, its bounds in range', () => {
    expect([29.9, 30, 400, 400.1].map((value) => interpretationOf(value, range()))).toEqual([
      'L',
      'N',
      'N',
      'H',
    ]);
    expect(interpretationOf(5, range({ lab_min_value: null, lab_max_value: null }))).toBe('N');
    expect(ferritin(500).interpretation?.[0].coding?.[0]).toMatchObject({ code: 'H' });
  });

  it("gives the value in UCUM with LOINC and our code, and the patient's ranges by sex and age", () => {
    const observation = ferritin(120, range({ sex: 'male', age_from: 18, age_to: 65 }));
    expect(observation.code.coding).toEqual([
      { system: 'http://loinc.org', code: '2276-4' },
      expect.objectContaining({ code: 'FERRITIN' }),
    ]);
    expect(observation.valueQuantity).toEqual({
      value: 120,
      unit: 'µg/l',
      system: 'http://unitsofmeasure.org',
      code: 'ug/L',
    });
    expect(observation.referenceRange).toEqual([
      expect.objectContaining({
        low: expect.objectContaining({ value: 30, code: 'ug/L' }),
        high: expect.objectContaining({ value: 400 }),
        type: { coding: [expect.objectContaining({ code: 'normal' })] },
        appliesTo: [expect.objectContaining({ text: 'Männer' })],
        age: {
          low: expect.objectContaining({ value: 18, code: 'a' }),
          high: expect.objectContaining({ value: 65 }),
        },
      }),
      expect.objectContaining({
        low: expect.objectContaining({ value: 50 }),
        type: { coding: [expect.objectContaining({ code: 'recommended' })] },
      }),
    ]);
    // A marker without a LOINC code yet is named by our code alone.
    const unnamed = bloodObservationResource(
      {
        ...{ code: 'OMEGA3_INDEX', name: 'Omega-3-Index', loinc: null, value: 8, unit: '%', ucum: '%' },
        date: '2026-11-20',
        range: range(),
      },
      'urn:uuid:patient',
      null,
    );
    expect(unnamed.code.coding).toEqual([expect.objectContaining({ code: 'OMEGA3_INDEX' })]);
  });

  it('writes a genotype call in the Genotype shape of the genomics IG: gene, rs id, c.HGVS, strand', () => {
    const observation = genotypeObservationResource(
      {
        gene: 'F5',
        rsId: 'rs6025',
        genotype: 'GA',
        orientation: null,
        hgvs: 'NC_000001.11:g.1G>A',
        date: '2026-11-20',
      },
      'urn:uuid:patient',
      null,
    );
    expect(observation.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '84413-4' });
    expect(observation.valueCodeableConcept).toEqual({ text: 'GA' });
    expect(observation.extension).toBeUndefined();
    // A genomic (g.) notation is no c.HGVS: left out rather than mislabelled.
    expect(observation.component?.map((c) => c.code.coding?.[0].code)).toEqual(['48018-6', '81252-9']);
  });
});
