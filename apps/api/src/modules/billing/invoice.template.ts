import { interpolate, translationOf } from '@portal/i18n';
import { centsToEuros, formatEuro } from '@portal/shared-types';
import { html, trustedHtml } from '../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from '../documents/index.js';
import {
  type BillingDocument,
  BillingDocumentKind,
  type BillingParty,
  type BillingTaxLine,
} from './billing-document.entity.js';
import { sellerFooter } from './seller.js';

const css = trustedHtml(`
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin-bottom: 8mm; }
  .parties h2 { font-size: 10pt; color: #5f6b7c; margin: 0 0 1mm; font-weight: normal; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
  th, td { text-align: left; padding: 2mm 1mm; border-bottom: 1px solid #d3d8de; vertical-align: top; }
  th { font-size: 9pt; color: #5f6b7c; font-weight: normal; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: bold; border-bottom: 2px solid #1c2127; }
  h3 { font-size: 11pt; margin: 0 0 2mm; }
  ul.taxes { margin: 0 0 6mm; padding-left: 5mm; }`);

const euro = (cents: number) => formatEuro(centsToEuros(cents));

const party = (p: BillingParty, vatIdLabel: string, taxNumberLabel: string) =>
  html`${p.name}<br />${p.address}<br />${p.zip_code} ${p.city}${p.state ? html`, ${p.state}` : ''}<br />${p.country}
    ${p.vat_id ? html`<br />${vatIdLabel}: ${p.vat_id}` : ''}
    ${p.tax_number ? html`<br />${taxNumberLabel}: ${p.tax_number}` : ''}`;

/**
 * An invoice, final invoice or storno as issued (§ 14 Abs. 4 UStG): seller with VAT id, buyer, number, date,
 * date of supply, lines with quantity, net, rate and VAT, VAT per rate, the discount and the gross total. The
 * invoice issued at payment is a prepayment invoice (§ 14 Abs. 5 Satz 1 UStG: titled so, with the payment date);
 * the final invoice (Satz 2) adds the supply date and deducts the prepayment with its VAT per rate. Invoices
 * issued before issue 31 (no payment date) keep their old form.
 */
export function invoiceDocument(locale: DocumentLocale, doc: BillingDocument): string {
  const t = translationOf(locale).documents.invoice;
  const storno = doc.kind === BillingDocumentKind.Storno;
  const final = doc.kind === BillingDocumentKind.FinalInvoice;
  const prepayment = doc.kind === BillingDocumentKind.Invoice && doc.paid_at !== null;
  const rate = (bp: number) => (bp / 100).toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB');
  const category = (c: 'Analyses' | 'Supplements') => (c === 'Supplements' ? t.supplements : t.analyses);
  const date = (at: Date | null) => (at ? formatDate(at.toISOString(), locale) : '');
  const taxText = (tax: BillingTaxLine, sign: 1 | -1) =>
    interpolate(tax.vat_exemption ? t.taxLineExempt : t.taxLine, {
      category: category(tax.category),
      rate: rate(tax.rate_bp),
      note: tax.vat_exemption ? t.vatNotes[tax.vat_exemption] : '',
      net: euro(sign * tax.net_cents),
      tax: euro(sign * tax.tax_cents),
      gross: euro(sign * tax.gross_cents),
    });
  const serviceDate = final
    ? interpolate(t.suppliedText, { date: date(doc.supplied_at) })
    : prepayment
      ? interpolate(t.prepaymentServiceText, { date: date(doc.order_placed_at) })
      : interpolate(t.serviceDateText, { date: date(doc.order_placed_at) });
  const title = storno
    ? t.stornoTitle
    : final
      ? t.finalTitle
      : prepayment
        ? t.prepaymentTitle
        : t.invoiceTitle;
  const note = storno ? t.storno : final ? t.finalNote : prepayment ? t.prepaymentNote : t.paid;
  const body = html`<dl>
      <dt>${storno ? t.stornoNumber : t.invoiceNumber}</dt>
      <dd>${doc.number}</dd>
      ${
        storno
          ? html`<dt>${t.references}</dt>
              <dd>${doc.references_number ?? ''}</dd>`
          : ''
      }
      <dt>${t.date}</dt>
      <dd>${formatDate(doc.issued_at.toISOString(), locale)}</dd>
      <dt>${t.orderNumber}</dt>
      <dd>${doc.order_number}</dd>
      ${
        prepayment
          ? html`<dt>${t.paymentDate}</dt>
              <dd>${date(doc.paid_at)}</dd>`
          : ''
      }
      ${
        final
          ? html`<dt>${t.prepaymentInvoice}</dt>
              <dd>
                ${interpolate(t.prepaymentInvoiceText, {
                  number: doc.references_number ?? '',
                  date: date(doc.paid_at),
                })}
              </dd>`
          : ''
      }
      <dt>${t.serviceDate}</dt>
      <dd>${serviceDate}</dd>
    </dl>
    <div class="parties">
      <div>
        <h2>${t.seller}</h2>
        ${party(doc.seller, t.vatId, t.taxNumber)}
      </div>
      <div>
        <h2>${t.buyer}</h2>
        ${party(doc.buyer, t.vatId, t.taxNumber)}
      </div>
    </div>
    <table>
      <thead>
        <tr>
          <th>${t.item}</th>
          <th class="num">${t.quantity}</th>
          <th class="num">${t.net}</th>
          <th class="num">${t.vatRate}</th>
          <th class="num">${t.vat}</th>
          <th class="num">${t.gross}</th>
        </tr>
      </thead>
      <tbody>
        ${doc.lines.map(
          (line) =>
            html`<tr>
              <td>${line.name}</td>
              <td class="num">${line.quantity}</td>
              <td class="num">${euro(line.net_cents)}</td>
              <td class="num">${line.vat_exemption ? t.exemptRate : html`${rate(line.vat_rate_bp)} %`}</td>
              <td class="num">${euro(line.tax_cents)}</td>
              <td class="num">${euro(line.gross_cents)}</td>
            </tr>`,
        )}
        ${
          doc.discount_cents !== 0
            ? html`<tr>
                  <td colspan="5">${t.subtotal}</td>
                  <td class="num">${euro(doc.original_cents)}</td>
                </tr>
                <tr>
                  <td colspan="5">
                    ${doc.discount_code ? interpolate(t.discount, { code: doc.discount_code }) : t.discountPlain}
                  </td>
                  <td class="num">${euro(-doc.discount_cents)}</td>
                </tr>`
            : ''
        }
        <tr>
          <td colspan="5">${t.totalNet}</td>
          <td class="num">${euro(doc.net_cents)}</td>
        </tr>
        <tr>
          <td colspan="5">${t.totalVat}</td>
          <td class="num">${euro(doc.tax_cents)}</td>
        </tr>
        <tr class="total">
          <td colspan="5">${t.total}</td>
          <td class="num">${euro(doc.gross_cents)}</td>
        </tr>
      </tbody>
    </table>
    <h3>${t.taxSummary}</h3>
    <ul class="taxes">
      ${doc.tax_lines.map((tax) => html`<li>${taxText(tax, 1)}</li>`)}
    </ul>
    ${
      doc.prepaid_cents !== null
        ? html`<h3>
              ${
                final
                  ? interpolate(t.deduction, { number: doc.references_number ?? '', date: date(doc.paid_at) })
                  : t.deductionStorno
              }
            </h3>
            <ul class="taxes">
              ${doc.tax_lines.map((tax) => html`<li>${taxText(tax, -1)}</li>`)}
            </ul>
            <table>
              <tbody>
                <tr class="total">
                  <td>${t.amountDue}</td>
                  <td class="num">${euro(doc.gross_cents - doc.prepaid_cents)}</td>
                </tr>
              </tbody>
            </table>`
        : ''
    }
    <p>${note}</p>
    ${sellerFooter(doc.seller, t.managingDirectors)}`;
  return renderDocumentLayout(locale, title, body, css);
}
