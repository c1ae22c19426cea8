import { describe, expect, it } from 'vitest';
import {
  addEntry,
  applyAnswer,
  cartItemsInput,
  cartProblemsOf,
  cartRows,
  type CartEntry,
  discountText,
  entryKey,
  formatRate,
  hasProblems,
  isDiscounted,
  type PricedLine,
  removeEntry,
  setQuantity,
} from './cart';

const entry = (id: string, overrides: Partial<CartEntry> = {}): CartEntry => ({
  item_id: id,
  item_type: 'Product',
  quantity: 1,
  name_de: `Artikel ${id}`,
  name_en: `Item ${id}`,
  isSupplement: false,
  ...overrides,
});

const vitaminD = entry('1');
const ironPanel = entry('2');
const bloodBundle = entry('9', { item_type: 'Bundle', name_de: 'Blut-Paket', name_en: 'Blood bundle' });
const elements = entry('5', { item_type: 'CustomProduct', isSupplement: true, name_de: 'Elements' });

describe('the chosen items', () => {
  it('are keyed like the engine keys them', () => {
    expect(entryKey(bloodBundle)).toBe('Bundle.9');
  });

  it('keep the order of choosing and hold each item once', () => {
    const cart = addEntry(addEntry(addEntry([], vitaminD), ironPanel), vitaminD);
    expect(cart.map(entryKey)).toEqual(['Product.1', 'Product.2']);
    expect(removeEntry(cart, 'Product.1').map(entryKey)).toEqual(['Product.2']);
  });

  it('change the quantity of supplements only, between 1 and 10', () => {
    const cart = [vitaminD, elements];
    expect(setQuantity(cart, 'CustomProduct.5', 3)[1]?.quantity).toBe(3);
    expect(setQuantity(cart, 'CustomProduct.5', 25)[1]?.quantity).toBe(10);
    expect(setQuantity(cart, 'CustomProduct.5', 0)[1]?.quantity).toBe(1);
    expect(setQuantity(cart, 'Product.1', 2)[0]?.quantity).toBe(1);
  });

  it('go to the API as item id, type and quantity only', () => {
    expect(cartItemsInput([elements])).toEqual([{ item_id: '5', item_type: 'CustomProduct', quantity: 1 }]);
  });
});

describe("applying the engine's answer", () => {
  it('keeps what the engine kept, in its order, and tells which items a new bundle replaced', () => {
    const sent = [vitaminD, ironPanel, bloodBundle];
    const { entries, notices } = applyAnswer(sent, {
      items: [{ item_id: '9', item_type: 'Bundle', quantity: 1 }],
      coveredItems: [],
      removedItems: [
        { item_id: '1', item_type: 'Product', by_item_id: '9', by_item_type: 'Bundle' },
        { item_id: '2', item_type: 'Product', by_item_id: '9', by_item_type: 'Bundle' },
      ],
    });
    expect(entries).toEqual([bloodBundle]);
    expect(notices.map((n) => [n.kind, n.item.name_de, n.bundle.name_de])).toEqual([
      ['replaced', 'Artikel 1', 'Blut-Paket'],
      ['replaced', 'Artikel 2', 'Blut-Paket'],
    ]);
  });

  it('does not add an item a bundle in the cart covers, and says so', () => {
    const { entries, notices } = applyAnswer([bloodBundle, vitaminD], {
      items: [{ item_id: '9', item_type: 'Bundle', quantity: 1 }],
      coveredItems: [{ item_id: '1', item_type: 'Product', by_item_id: '9', by_item_type: 'Bundle' }],
      removedItems: [],
    });
    expect(entries.map(entryKey)).toEqual(['Bundle.9']);
    expect(notices).toEqual([{ kind: 'covered', item: vitaminD, bundle: bloodBundle }]);
  });

  it('takes the quantity the engine priced', () => {
    const { entries } = applyAnswer([{ ...elements, quantity: 4 }], {
      items: [{ item_id: '5', item_type: 'CustomProduct', quantity: 4 }],
      coveredItems: [],
      removedItems: [],
    });
    expect(entries[0]?.quantity).toBe(4);
  });
});

describe("the engine's errors", () => {
  it('land on the rows they name, from evaluateCart and from the order mutations alike', () => {
    const problems = cartProblemsOf({
      'items.Product.7': ['Diese Analyse ist nur für Patientinnen erhältlich.'],
      'input.items.Bundle.9': ['Dieser Artikel ist nicht (mehr) im Shop erhältlich.'],
    });
    expect(problems.rows).toEqual({
      'Product.7': ['Diese Analyse ist nur für Patientinnen erhältlich.'],
      'Bundle.9': ['Dieser Artikel ist nicht (mehr) im Shop erhältlich.'],
    });
    expect(problems.discount).toBeNull();
    expect(hasProblems(problems)).toBe(true);
  });

  it('put a refused discount code on the code field', () => {
    expect(cartProblemsOf({ discountCodeId: ['Ungültiger Rabattcode'] }).discount).toBe(
      'Ungültiger Rabattcode',
    );
    expect(cartProblemsOf({ 'input.discount_code_id': ['Ungültiger Rabattcode'] }).discount).toBe(
      'Ungültiger Rabattcode',
    );
  });

  it('keep anything else apart', () => {
    const problems = cartProblemsOf({ 'input.patient.connect': ['Nicht gefunden'] });
    expect(problems.other).toEqual(['Nicht gefunden']);
    expect(hasProblems(cartProblemsOf({}))).toBe(false);
  });
});

describe('the rows of the cart', () => {
  const pricedBundle: PricedLine = {
    item_id: '9',
    item_type: 'Bundle',
    quantity: 1,
    original_price: 200,
    final_price: 180,
    resolvedItem: {
      name_de: 'Blut-Paket (Frau)',
      name_en: 'Blood bundle (female)',
      type: 'BloodOnly',
      period_days: null,
    },
  };

  it('show the resolved item and its prices, and the errors of rows the engine refused', () => {
    const rows = cartRows([bloodBundle, vitaminD], [pricedBundle], { 'Product.1': ['Nicht erhältlich.'] });
    expect(rows).toEqual([
      {
        key: 'Bundle.9',
        name_de: 'Blut-Paket (Frau)',
        name_en: 'Blood bundle (female)',
        quantity: 1,
        isSupplement: false,
        periodDays: null,
        price: { original: 200, final: 180 },
        errors: [],
      },
      {
        key: 'Product.1',
        name_de: 'Artikel 1',
        name_en: 'Item 1',
        quantity: 1,
        isSupplement: false,
        periodDays: null,
        price: null,
        errors: ['Nicht erhältlich.'],
      },
    ]);
  });
});

describe('money texts', () => {
  it('show a fixed discount in euros and a percentage after the percent sign', () => {
    expect(discountText({ discount_type: 'Fixed', discount_amount: 20 })).toBe('- 20,00\u00a0€');
    expect(discountText({ discount_type: 'Percentage', discount_amount: 10 })).toBe('- % 10');
    expect(discountText({ discount_type: 'Percentage', discount_amount: 12.5 })).toBe('- % 12,5');
  });

  it('write VAT rates as de-DE numbers', () => {
    expect(formatRate(20)).toBe('20');
    expect(formatRate(7.7)).toBe('7,7');
  });

  it('tell a discounted price by the cent', () => {
    expect(isDiscounted(100, 90)).toBe(true);
    expect(isDiscounted(100, 100.001)).toBe(false);
  });
});
