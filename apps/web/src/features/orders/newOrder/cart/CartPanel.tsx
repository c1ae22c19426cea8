import { Button, Callout, H4, HTMLSelect, Icon, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  CART_MAX_QUANTITY,
  formatEuro,
  SUPPLEMENT_PERIOD_DAYS,
  type VatCategory,
} from '@portal/shared-types';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CartNotice,
  type CartRow,
  type DiscountRules,
  discountText,
  formatRate,
  isDiscounted,
  type PricedCart,
} from './cart';
import { DiscountCodeField } from './DiscountCodeField';

export interface CartPanelProps {
  rows: readonly CartRow[];
  /** The draft's totals, as the engine priced them; null before the first item. */
  cart: PricedCart | null;
  notices: readonly CartNotice[];
  /** The code the doctor applied (it shows even before the draft exists). */
  discount: { code: string; rules: DiscountRules } | null;
  discountError: string | null;
  discountRemoved: boolean;
  busy: boolean;
  /** The review step shows the cart without buttons. */
  readOnly?: boolean;
  onRemove?: (key: string) => void;
  onQuantity?: (key: string, quantity: number) => void;
  onApplyCode?: (code: string) => void;
  onRemoveCode?: () => void;
}

const quantities = Array.from({ length: CART_MAX_QUANTITY }, (_, index) => index + 1);

/** The cart beside the shop: lines, notices, discount code, VAT per category and totals. */
export function CartPanel(props: CartPanelProps) {
  const { t, i18n } = useTranslation();
  const { rows, cart, notices, discount, busy, readOnly = false } = props;
  const english = i18n.language === 'en';
  const nameOf = (item: { name_de: string; name_en: string }) => (english ? item.name_en : item.name_de);
  const hasErrors = rows.some((row) => row.errors.length > 0);

  return (
    <section className="cart-panel" aria-label={t('shop.cart.title')} aria-busy={busy}>
      <H4>
        {t('shop.cart.title')} {busy && <Spinner size={16} aria-label={t('shop.cart.updating')} />}
      </H4>
      {notices.map((notice, index) => (
        <Callout key={index} intent={Intent.PRIMARY} compact icon="info-sign">
          {t(notice.kind === 'covered' ? 'shop.cart.covered' : 'shop.cart.replaced', {
            item: nameOf(notice.item),
            bundle: nameOf(notice.bundle),
          })}
        </Callout>
      ))}
      {rows.length === 0 ? (
        <NonIdealState icon="shopping-cart" description={t('shop.cart.empty')} />
      ) : (
        <ul className="cart-lines">
          {rows.map((row) => (
            <li key={row.key} className={row.errors.length ? 'cart-line has-error' : 'cart-line'}>
              <div className="cart-line-main">
                <span className="cart-line-name">{nameOf(row)}</span>
                {row.isSupplement && !readOnly && props.onQuantity ? (
                  <HTMLSelect
                    aria-label={`${t('shop.cart.quantity')}: ${nameOf(row)}`}
                    value={row.quantity}
                    disabled={busy}
                    onChange={(event) => props.onQuantity?.(row.key, Number(event.currentTarget.value))}
                    options={quantities}
                  />
                ) : (
                  row.quantity > 1 && <span className="cart-line-quantity">{row.quantity} ×</span>
                )}
                <LinePrice row={row} />
                {!readOnly && props.onRemove && (
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t('shop.cart.removeItem', { name: nameOf(row) })}
                    disabled={busy}
                    onClick={() => props.onRemove?.(row.key)}
                  />
                )}
              </div>
              {row.errors.map((error) => (
                <p key={error} className="cart-line-error" role="alert">
                  <Icon icon="error" intent={Intent.DANGER} size={12} /> {error}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      {hasErrors && !readOnly && (
        <Callout intent={Intent.DANGER} compact>
          {t('shop.cart.rowErrors')}
        </Callout>
      )}
      {props.discountRemoved && !readOnly && (
        <Callout intent={Intent.WARNING} compact>
          {t('shop.cart.discountRemoved')}
        </Callout>
      )}
      {!readOnly && props.onApplyCode && props.onRemoveCode && (
        <DiscountCodeField
          applied={discount}
          error={props.discountError}
          disabled={busy}
          onApply={props.onApplyCode}
          onRemove={props.onRemoveCode}
        />
      )}
      {cart !== null && cart.items.length > 0 && <CartTotals cart={cart} />}
    </section>
  );
}

function LinePrice({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  if (row.price === null) return <span className="money" />;
  const perPeriod = (price: string) =>
    row.isSupplement ? t('shop.perPeriod', { price, days: row.periodDays ?? SUPPLEMENT_PERIOD_DAYS }) : price;
  return (
    <span className="money">
      {isDiscounted(row.price.original, row.price.final) && (
        <>
          <s>{formatEuro(row.price.original)}</s>{' '}
        </>
      )}
      {perPeriod(formatEuro(row.price.final))}
    </span>
  );
}

function SumRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `cart-sum ${className}` : 'cart-sum'}>
      <dt>{label}</dt>
      <dd className="money">{children}</dd>
    </div>
  );
}

function CartTotals({ cart }: { cart: PricedCart }) {
  const { t } = useTranslation();
  const discounted = isDiscounted(cart.original_price, cart.total_price);
  return (
    <dl className="cart-totals">
      {cart.discountCode && (
        <>
          <SumRow label={t('shop.cart.subtotal')}>{formatEuro(cart.original_price)}</SumRow>
          <SumRow label={t('shop.cart.discount', { code: cart.discountCode.code })}>
            {discountText(cart.discountCode.rules)}
          </SumRow>
        </>
      )}
      {cart.taxes.map((tax) => (
        <SumRow
          key={`${tax.category}-${tax.rate}`}
          className="cart-tax"
          label={t('shop.cart.vat', {
            rate: formatRate(tax.rate),
            category: t(`shop.cart.vatCategory.${tax.category as VatCategory}`),
          })}
        >
          {formatEuro(tax.tax_amount)}
        </SumRow>
      ))}
      <SumRow label={t('shop.cart.total')} className="cart-total">
        {discounted && (
          <>
            <s>{formatEuro(cart.original_price)}</s>{' '}
          </>
        )}
        {formatEuro(cart.total_price)}
      </SumRow>
    </dl>
  );
}
