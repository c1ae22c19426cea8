import { describe, expect, it } from 'vitest';
import {
  descriptionPreview,
  dnaFiltersFor,
  effectiveFilters,
  initialFilters,
  initialTab,
  type ShopFilters,
  shopItemsVariables,
} from './shopFilters';

const filters = (overrides: Partial<ShopFilters> = {}): ShopFilters => ({
  tab: 'analyses',
  itemGroup: 'all',
  type: 'all',
  dna: 'all',
  ...overrides,
});

describe('the shop tabs', () => {
  it('preselect supplements over a patient’s subscriptions, else best sellers', () => {
    expect(initialTab('/patients/7/subscriptions')).toBe('supplements');
    expect(initialTab('/patients/7/subscriptions/')).toBe('supplements');
    expect(initialTab('/patients/7/orders')).toBe('bestsellers');
    expect(initialFilters('/patients').tab).toBe('bestsellers');
  });

  it('ask best sellers in their rank order', () => {
    const variables = shopItemsVariables(filters({ tab: 'bestsellers' }), '', null);
    expect(variables).toMatchObject({
      isBestSeller: true,
      types: null,
      orderBy: [{ column: 'BEST_SELLER_RANK' }],
    });
  });

  it('ask only supplements on the supplements tab, whatever the other filters say', () => {
    const variables = shopItemsVariables(
      filters({ tab: 'supplements', itemGroup: 'Bundle', type: 'dna' }),
      '',
      'Male',
    );
    expect(variables).toMatchObject({ types: ['Supplements'], itemType: null, isBestSeller: null });
  });
});

describe('the filters', () => {
  it('pass single or bundle as itemType and the patient’s sex as forSex', () => {
    expect(shopItemsVariables(filters({ itemGroup: 'Bundle' }), '', 'Female')).toMatchObject({
      itemType: 'Bundle',
      forSex: 'Female',
    });
  });

  it('ask every analysis type (products and bundles) on the analyses tab', () => {
    const { types } = shopItemsVariables(filters(), '', null);
    expect(types).toContain('Blood');
    expect(types).toContain('DnaOnly');
    expect(types).not.toContain('Supplements');
  });

  it('narrow blood and DNA to their products and bundles, and a DNA sub-type to its product', () => {
    expect(shopItemsVariables(filters({ type: 'blood' }), '', null).types).toEqual([
      'Blood',
      'BloodOnly',
      'DnaAndBlood',
    ]);
    expect(shopItemsVariables(filters({ type: 'dna', dna: 'fitness' }), '', null).types).toEqual([
      'DnaWeightGenetics',
    ]);
  });

  it('offer fertility only for a female patient and reset it for anyone else', () => {
    expect(dnaFiltersFor('Female')).toContain('fertility');
    expect(dnaFiltersFor('Male')).not.toContain('fertility');
    expect(dnaFiltersFor(null)).not.toContain('fertility');
    const fertility = filters({ type: 'dna', dna: 'fertility' });
    expect(effectiveFilters(fertility, 'Female').dna).toBe('fertility');
    expect(effectiveFilters(fertility, 'Male').dna).toBe('all');
  });

  it('drop a type the tab does not offer', () => {
    expect(effectiveFilters(filters({ type: 'supplements' }), null).type).toBe('all');
  });

  it('send a trimmed search, or none', () => {
    expect(shopItemsVariables(filters(), '  Eisen ', null).search).toBe('Eisen');
    expect(shopItemsVariables(filters(), '   ', null).search).toBeNull();
  });
});

describe('the description preview', () => {
  it('leaves short texts whole', () => {
    expect(descriptionPreview('Kurz.')).toBeNull();
  });

  it('cuts long texts at 240 characters, at a word boundary', () => {
    const text = `${'Wort '.repeat(60)}Ende`;
    const preview = descriptionPreview(text) ?? '';
    expect(preview.endsWith(' …')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(242);
    expect(preview).not.toContain('Wor …');
  });
});
