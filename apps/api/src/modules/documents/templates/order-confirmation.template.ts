import { interpolate, translationOf } from '@portal/i18n';
import { formatEuro } from '@portal/shared-types';
import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';

export interface ConfirmationAddress {
  address: string;
  zip_code: string;
  city: string;
  state: string | null;
  country: string;
}

export interface OrderConfirmationDocumentData {
  /** Null for a draft. */
  orderNumber: string | null;
  /** ISO timestamp: placed at, or now for a draft. */
  date: string;
  practice: string;
  orderedBy: string;
  patientName: string;
  patientBirthDate: string;
  orderEmail: string;
  delivery: ConfirmationAddress | null;
  billing: ConfirmationAddress | null;
  lines: { name: string; quantity: number; periodDays: number | null; original: number; final: number }[];
  subtotal: number;
  discount: { code: string; amount: number } | null;
  total: number;
  taxes: { category: 'Analyses' | 'Supplements'; rate: number; amount: number }[];
}

const css = trustedHtml(`
  .addresses { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin-bottom: 8mm; }
  .addresses h2 { font-size: 10pt; color: #5f6b7c; margin: 0 0 1mm; font-weight: normal; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
  th, td { text-align: left; padding: 2mm 1mm; border-bottom: 1px solid #d3d8de; vertical-align: top; }
  th { font-size: 9pt; color: #5f6b7c; font-weight: normal; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  .struck { text-decoration: line-through; color: #5f6b7c; margin-right: 2mm; }
  tr.total td { font-weight: bold; border-bottom: 2px solid #1c2127; }
  tr.tax td { color: #5f6b7c; font-size: 9pt; border-bottom: none; }
  .draft { display: inline-block; padding: 1mm 3mm; background: #fbb360; border-radius: 1mm; font-size: 9pt; margin-bottom: 4mm; }`);

const addressBlock = (address: ConfirmationAddress | null) =>
  address
    ? html`${address.address}<br />${address.zip_code}
        ${address.city}${address.state ? html`, ${address.state}` : ''}<br />${address.country}`
    : html`–`;

export function orderConfirmationDocument(
  locale: DocumentLocale,
  data: OrderConfirmationDocumentData,
): string {
  const t = translationOf(locale).documents.orderConfirmation;
  const body = html`${data.orderNumber ? '' : html`<div class="draft">${t.draft}</div>`}
    <dl>
      <dt>${t.orderNumber}</dt>
      <dd>${data.orderNumber ?? '–'}</dd>
      <dt>${t.date}</dt>
      <dd>${formatDate(data.date, locale)}</dd>
      <dt>${t.practice}</dt>
      <dd>${data.practice}</dd>
      <dt>${t.orderedBy}</dt>
      <dd>${data.orderedBy}</dd>
      <dt>${t.patient}</dt>
      <dd>${data.patientName}</dd>
      <dt>${t.birthDate}</dt>
      <dd>${formatDate(data.patientBirthDate, locale)}</dd>
      <dt>${t.orderEmail}</dt>
      <dd>${data.orderEmail}</dd>
    </dl>
    <div class="addresses">
      <div>
        <h2>${t.deliveryAddress}</h2>
        ${addressBlock(data.delivery)}
      </div>
      <div>
        <h2>${t.billingAddress}</h2>
        ${addressBlock(data.billing)}
      </div>
    </div>
    <table>
      <thead>
        <tr>
          <th>${t.item}</th>
          <th class="num">${t.quantity}</th>
          <th class="num">${t.price}</th>
        </tr>
      </thead>
      <tbody>
        ${data.lines.map(
          (line) =>
            html`<tr>
              <td>
                ${line.name}${line.periodDays ? html` (${interpolate(t.perPeriod, { days: line.periodDays })})` : ''}
              </td>
              <td class="num">${line.quantity}</td>
              <td class="num">
                ${line.final !== line.original ? html`<span class="struck">${formatEuro(line.original)}</span>` : ''}${formatEuro(line.final)}
              </td>
            </tr>`,
        )}
        ${
          data.discount
            ? html`<tr>
                  <td colspan="2">${t.subtotal}</td>
                  <td class="num">${formatEuro(data.subtotal)}</td>
                </tr>
                <tr>
                  <td colspan="2">${interpolate(t.discount, { code: data.discount.code })}</td>
                  <td class="num">- ${formatEuro(data.discount.amount)}</td>
                </tr>`
            : ''
        }
        <tr class="total">
          <td colspan="2">${t.total}</td>
          <td class="num">${formatEuro(data.total)}</td>
        </tr>
        ${data.taxes.map(
          (tax) =>
            html`<tr class="tax">
              <td colspan="2">
                ${interpolate(t.vat, {
                  category: tax.category === 'Supplements' ? t.supplements : t.analyses,
                  rate: tax.rate.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB'),
                })}
              </td>
              <td class="num">${formatEuro(tax.amount)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p>${t.payment}</p>
    <footer>${t.footer}</footer>`;
  return renderDocumentLayout(locale, t.title, body, css);
}
