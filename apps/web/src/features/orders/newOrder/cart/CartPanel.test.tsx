import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { cartRows, type CartEntry, type PricedCart } from './cart';
import { CartPanel, type CartPanelProps } from './CartPanel';

const entries: CartEntry[] = [
  {
    item_id: '9',
    item_type: 'Bundle',
    quantity: 1,
    name_de: 'Blut-Paket',
    name_en: 'Blood bundle',
    isSupplement: false,
  },
  {
    item_id: '5',
    item_type: 'CustomProduct',
    quantity: 2,
    name_de: 'Elements',
    name_en: 'Elements',
    isSupplement: true,
  },
  {
    item_id: '7',
    item_type: 'Product',
    quantity: 1,
    name_de: 'Fertilität',
    name_en: 'Fertility',
    isSupplement: false,
  },
];

// A fake answer of the engine: 10 % off, analyses at 20 % VAT and supplements at 10 %.
const cart: PricedCart = {
  items: [
    {
      item_id: '9',
      item_type: 'Bundle',
      quantity: 1,
      original_price: 200,
      final_price: 180,
      resolvedItem: { name_de: 'Blut-Paket', name_en: 'Blood bundle', type: 'BloodOnly', period_days: null },
    },
    {
      item_id: '5',
      item_type: 'CustomProduct',
      quantity: 2,
      original_price: 178,
      final_price: 160.2,
      resolvedItem: {
        name_de: 'Elements Frau',
        name_en: 'Elements female',
        type: 'Supplements',
        period_days: 90,
      },
    },
  ],
  original_price: 378,
  discount_amount: 37.8,
  total_price: 340.2,
  taxes: [
    { category: 'Analyses', rate: 20, tax_amount: 30 },
    { category: 'Supplements', rate: 10, tax_amount: 14.56 },
  ],
  discountCode: { code: 'HERBST10', rules: { discount_type: 'Percentage', discount_amount: 10 } },
};

const euro = (text: string) => text.replace(/\s/gu, '\u00a0');

function renderCart(overrides: Partial<CartPanelProps> = {}) {
  const props: CartPanelProps = {
    rows: cartRows(entries, cart.items, {
      'Product.7': ['Diese Analyse ist nur für Patientinnen erhältlich.'],
    }),
    cart,
    notices: [
      {
        kind: 'covered',
        item: { name_de: 'Eisenstatus', name_en: 'Iron status' },
        bundle: { name_de: 'Blut-Paket', name_en: 'Blood bundle' },
      },
    ],
    discount: cart.discountCode ?? null,
    discountError: null,
    discountRemoved: false,
    busy: false,
    onRemove: () => undefined,
    onQuantity: () => undefined,
    onApplyCode: () => undefined,
    onRemoveCode: () => undefined,
    ...overrides,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <CartPanel {...props} />
    </I18nextProvider>,
  );
}

describe('CartPanel', () => {
  beforeEach(() => void i18n.changeLanguage('de'));

  it('shows each line with the resolved item, the original price struck through and the final price', () => {
    renderCart();
    const cartPanel = screen.getByRole('region', { name: 'Warenkorb' });
    const lines = within(cartPanel).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('Blut-Paket');
    expect(lines[0]?.querySelector('s')?.textContent).toBe(euro('200,00 €'));
    expect(lines[0]?.textContent).toContain(euro('180,00 €'));
    // The custom supplement shows the product for the patient's sex, per 90 days, with its quantity.
    expect(lines[1]?.textContent).toContain('Elements Frau');
    expect(lines[1]?.textContent).toContain(`${euro('160,20 €')} / 90 Tage`);
    expect(screen.getByRole('combobox', { name: 'Menge: Elements Frau' })).toHaveProperty('value', '2');
    // Analyses have no quantity.
    expect(screen.queryByRole('combobox', { name: 'Menge: Blut-Paket' })).toBeNull();
  });

  it("shows a refused item's error on its row", () => {
    renderCart();
    const row = screen.getByText('Fertilität').closest('li');
    expect(row?.textContent).toContain('Diese Analyse ist nur für Patientinnen erhältlich.');
    expect(screen.getByText('Bitte entfernen Sie die markierten Artikel, um fortzufahren.')).toBeTruthy();
  });

  it('tells that a bundle in the cart covers an added item', () => {
    renderCart();
    expect(
      screen.getByText('„Eisenstatus“ ist bereits in „Blut-Paket“ enthalten und wurde nicht hinzugefügt.'),
    ).toBeTruthy();
  });

  it('shows a percentage code as "- % n", the VAT per category and the total with the original struck through', () => {
    const { container } = renderCart();
    const sums = [...container.querySelectorAll('.cart-sum')].map((row) => row.textContent);
    expect(sums).toEqual([
      `Zwischensumme${euro('378,00 €')}`,
      'Rabatt (HERBST10)- % 10',
      `inkl. 20 % MwSt. Analysen${euro('30,00 €')}`,
      `inkl. 10 % MwSt. Supplements${euro('14,56 €')}`,
      `Gesamt${euro('378,00 €')} ${euro('340,20 €')}`,
    ]);
    const total = container.querySelector('.cart-total dd');
    expect(total?.querySelector('s')?.textContent).toBe(euro('378,00 €'));
    expect(total?.textContent).toContain(euro('340,20 €'));
  });

  it('shows a fixed code as "- amount" and offers to remove it', () => {
    const fixed = { code: 'MINUS20', rules: { discount_type: 'Fixed', discount_amount: 20 } };
    const { container } = renderCart({ cart: { ...cart, discountCode: fixed }, discount: fixed });
    const discountLine = [...container.querySelectorAll('.cart-sum')].find((row) =>
      row.textContent?.startsWith('Rabatt'),
    );
    expect(discountLine?.textContent).toBe(`Rabatt (MINUS20)- ${euro('20,00 €')}`);
    expect(screen.getByRole('button', { name: 'Rabattcode entfernen' })).toBeTruthy();
  });

  it('offers the code field without a code, with the server’s message under it', () => {
    renderCart({
      discount: null,
      discountError: 'Ungültiger Rabattcode',
      cart: { ...cart, discountCode: null },
    });
    expect(screen.getByRole('textbox', { name: 'Rabattcode' })).toBeTruthy();
    expect(screen.getByText('Ungültiger Rabattcode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeTruthy();
  });

  it('shows no buttons when read-only', () => {
    renderCart({ readOnly: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
