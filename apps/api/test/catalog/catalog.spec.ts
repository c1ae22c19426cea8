import type { INestApplication } from '@nestjs/common';
import { TestClient } from '../helpers/client.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

interface PaginatorInfo {
  count: number;
  currentPage: number;
  firstItem: number | null;
  lastItem: number | null;
  hasMorePages: boolean;
  lastPage: number;
  perPage: number;
  total: number;
}
const PAGINATOR =
  'paginatorInfo { count currentPage firstItem lastItem hasMorePages lastPage perPage total }';

describe('reference data (catalog)', () => {
  let app: INestApplication;
  let client: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  });
  afterAll(() => closeApp(app));

  describe('countries', () => {
    const COUNTRIES = `query allCountries($first: Int!, $page: Int, $is_shippable: Boolean, $search: String, $orderBy: [CountryOrderByClause!]) {
      countries(first: $first, page: $page, is_shippable: $is_shippable, search: $search, orderBy: $orderBy) {
        data { id name_de name_en country_code dial_code is_shippable }
        ${PAGINATOR}
      }
    }`;
    type Countries = {
      countries: {
        data: {
          id: string;
          name_de: string;
          name_en: string;
          country_code: string;
          dial_code: string;
          is_shippable: boolean;
        }[];
        paginatorInfo: PaginatorInfo;
      };
    };

    it('lists every country with both names, ISO code and dial code, Austria, Germany and Switzerland first', async () => {
      const { countries } = await client.query<Countries>(COUNTRIES, { first: 250 });
      expect(countries.paginatorInfo.total).toBeGreaterThanOrEqual(240);
      expect(countries.data.slice(0, 3).map((c) => c.country_code)).toEqual(['AT', 'DE', 'CH']);
      expect(countries.data[0]).toMatchObject({
        name_de: 'Österreich',
        name_en: 'Austria',
        dial_code: '+43',
      });
      const rest = countries.data.slice(3).map((c) => c.name_de);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'de')));
      expect(new Set(countries.data.map((c) => c.country_code)).size).toBe(countries.data.length);
      for (const country of countries.data) {
        expect(country.country_code).toMatch(/^[A-Z]{2}$/);
        expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
      }
    });

    it('pages through the list with the eight paginator fields', async () => {
      const first = await client.query<Countries>(COUNTRIES, { first: 10, page: 1 });
      const total = first.countries.paginatorInfo.total;
      expect(first.countries.paginatorInfo).toEqual({
        count: 10,
        currentPage: 1,
        firstItem: 1,
        lastItem: 10,
        hasMorePages: true,
        lastPage: Math.ceil(total / 10),
        perPage: 10,
        total,
      });
      const second = await client.query<Countries>(COUNTRIES, { first: 10, page: 2 });
      expect(second.countries.paginatorInfo).toMatchObject({ currentPage: 2, firstItem: 11, lastItem: 20 });
      const firstIds = new Set(first.countries.data.map((c) => c.id));
      expect(second.countries.data.some((c) => firstIds.has(c.id))).toBe(false);

      const last = await client.query<Countries>(COUNTRIES, { first: 10, page: Math.ceil(total / 10) });
      expect(last.countries.paginatorInfo).toMatchObject({
        hasMorePages: false,
        lastItem: total,
        count: total % 10 || 10,
      });
    });

    it('filters the countries we deliver to', async () => {
      const shippable = await client.query<Countries>(COUNTRIES, { first: 250, is_shippable: true });
      expect(shippable.countries.data.map((c) => c.country_code)).toEqual(['AT', 'DE', 'CH', 'LI', 'LU']);
      expect(shippable.countries.data.every((c) => c.is_shippable)).toBe(true);

      const others = await client.query<Countries>(COUNTRIES, { first: 250, is_shippable: false });
      expect(others.countries.data.every((c) => !c.is_shippable)).toBe(true);
      const all = await client.query<Countries>(COUNTRIES, { first: 1 });
      expect(shippable.countries.paginatorInfo.total + others.countries.paginatorInfo.total).toBe(
        all.countries.paginatorInfo.total,
      );
    });

    it('searches German and English names and the ISO code', async () => {
      const german = await client.query<Countries>(COUNTRIES, { first: 10, search: 'österr' });
      expect(german.countries.data.map((c) => c.country_code)).toEqual(['AT']);
      const english = await client.query<Countries>(COUNTRIES, { first: 10, search: 'Switzerland' });
      expect(english.countries.data.map((c) => c.country_code)).toEqual(['CH']);
      const code = await client.query<Countries>(COUNTRIES, { first: 10, search: 'de' });
      expect(code.countries.data.map((c) => c.country_code)).toContain('DE');
      const wildcard = await client.query<Countries>(COUNTRIES, { first: 10, search: '%' });
      expect(wildcard.countries.paginatorInfo.total).toBe(0);
    });

    it('sorts by a column in both directions', async () => {
      const asc = await client.query<Countries>(COUNTRIES, {
        first: 3,
        orderBy: [{ column: 'COUNTRY_CODE', order: 'ASC' }],
      });
      const desc = await client.query<Countries>(COUNTRIES, {
        first: 3,
        orderBy: [{ column: 'COUNTRY_CODE', order: 'DESC' }],
      });
      const ascCodes = asc.countries.data.map((c) => c.country_code);
      expect(ascCodes).toEqual([...ascCodes].sort());
      expect(desc.countries.data[0].country_code > ascCodes[2]).toBe(true);
      const english = await client.query<Countries>(COUNTRIES, {
        first: 2,
        orderBy: [{ column: 'NAME_EN', order: 'ASC' }],
      });
      expect(english.countries.data[0].name_en).toBe('Afghanistan');
    });
  });

  describe('consents', () => {
    const CONSENTS = `query consents($type: ConsentType, $first: Int!) {
      consents(type: $type, first: $first) { data { id de en type required } ${PAGINATOR} }
    }`;
    type Consents = {
      consents: {
        data: { id: string; de: string; en: string; type: string; required: boolean }[];
        paginatorInfo: PaginatorInfo;
      };
    };

    it.each(['NewOrder', 'NewPatient', 'PatientRegistration', 'UploadBloodResult', 'UserRegistration'])(
      'returns the %s consents in German and English',
      async (type) => {
        const { consents } = await client.query<Consents>(CONSENTS, { type, first: 100 });
        expect(consents.data.length).toBeGreaterThan(0);
        for (const consent of consents.data) {
          expect(consent.type).toBe(type);
          expect(consent.de.length).toBeGreaterThan(20);
          expect(consent.en.length).toBeGreaterThan(20);
        }
        expect(consents.data.some((c) => c.required)).toBe(true);
      },
    );

    it('marks optional consents and covers genetic data and the DNA analysis', async () => {
      const { consents } = await client.query<Consents>(CONSENTS, { first: 100 });
      expect(consents.data.some((c) => !c.required)).toBe(true);
      expect(consents.data.some((c) => c.de.includes('Gendiagnostikgesetz'))).toBe(true);
      expect(consents.data.some((c) => c.de.includes('Datenschutzerklärung'))).toBe(true);
    });

    it('rejects an unknown consent type', async () => {
      const result = await client.graphql(CONSENTS, { type: 'Marketing', first: 10 });
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.message).toContain('Marketing');
    });
  });

  it('lists specializations, certifications and partnership models', async () => {
    const data = await client.query<{
      specializations: { data: { id: string; name: string }[] };
      certifications: { data: { id: string; name: string }[] };
      partnershipModels: { id: string; name: string }[];
    }>(`{
      specializations(first: 100) { data { id name } }
      certifications(first: 100) { data { id name } }
      partnershipModels { id name }
    }`);
    expect(data.specializations.data.map((s) => s.name)).toContain('Allgemeinmedizin');
    expect(data.certifications.data.length).toBeGreaterThanOrEqual(8);
    // The seeded models in their order (suites sharing the database may add their own after them).
    expect(data.partnershipModels.map((p) => p.name).slice(0, 4)).toEqual([
      'Beratungshonorar',
      'Praxiseinkauf',
      'Klinikpartner',
      'Beratungspauschale',
    ]);
  });
});
