import { interpolate, translationOf } from '@portal/i18n';
import { centsToEuros, formatEuro } from '@portal/shared-types';
import { html, trustedHtml } from '../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from '../documents/index.js';
import { type BillingParty, sellerFooter } from '../billing/index.js';
import type { CreditNote, CreditNoteAddress } from './credit-note.entity.js';
import { noteOfTreatment } from './credit-note-treatment.js';

const css = trustedHtml(`
  .subtitle { color: #5f6b7c; margin: -6mm 0 6mm; font-size: 10pt; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin-bottom: 8mm; }
  .parties h2 { font-size: 10pt; color: #5f6b7c; margin: 0 0 1mm; font-weight: normal; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
  th, td { text-align: left; padding: 2mm 1mm; border-bottom: 1px solid #d3d8de; vertical-align: top; }
  th { font-size: 9pt; color: #5f6b7c; font-weight: normal; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: bold; border-bottom: 2px solid #1c2127; }
  tr.correction td { color: #ac2f33; }
  p.note { font-size: 9.5pt; }`);

const euro = (cents: number) => formatEuro(centsToEuros(cents));

const postal = (a: CreditNoteAddress | BillingParty) =>
  html`${a.address}<br />${a.zip_code} ${a.city}<br />${a.country}`;

/**
 * A self-billing credit note (Gutschrift) as generated: the word Gutschrift, its number and issue date,
 * issuer (us, with our USt-IdNr) and recipient (the practice, with its Steuernummer and USt-IdNr, § 14 Abs. 4
 * Satz 1 Nr. 2 UStG), one line per fee with order number, order date and the patient's initials only, the
 * correction lines of cancelled orders of earlier notes, the totals, the treatment's VAT note and the
 * self-billing wording (§ 14 Abs. 4 Satz 1 Nr. 10 UStG).
 */
export function creditNoteDocument(locale: DocumentLocale, note: CreditNote): string {
  const t = translationOf(locale).documents.creditNote;
  const date = (value: Date | string) => formatDate(new Date(value).toISOString(), locale);
  const rate = (note.vat_rate_bp / 100).toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB');
  const { issuer, recipient } = note;
  // A gross amount that no net reaches at the rate (see splitGross): the cent left is shown.
  const rounding = note.amount_cents - note.net_cents - note.tax_cents;
  // The service period: the orders of this note's fees (a correction's order belongs to an earlier one).
  const dates = note.lines
    .filter((line) => !line.corrects)
    .map((line) => line.order_date)
    .sort();
  const period =
    dates[0] === dates[dates.length - 1]
      ? date(dates[0])
      : `${date(dates[0])} – ${date(dates[dates.length - 1])}`;
  const body = html`<p class="subtitle">${t.subtitle}</p>
    <dl>
      <dt>${t.number}</dt>
      <dd>${note.number}</dd>
      <dt>${t.date}</dt>
      <dd>${date(note.generated_at)}</dd>
      <dt>${t.serviceDate}</dt>
      <dd>${period}</dd>
      <dt>${t.customerNumber}</dt>
      <dd>${recipient.accounting_code}</dd>
    </dl>
    <div class="parties">
      <div>
        <h2>${t.issuer}</h2>
        ${issuer.name}<br />${postal(issuer)} ${issuer.vat_id ? html`<br />${t.vatId}: ${issuer.vat_id}` : ''}
        ${issuer.tax_number ? html`<br />${t.taxNumber}: ${issuer.tax_number}` : ''}
      </div>
      <div>
        <h2>${t.recipient}</h2>
        ${recipient.name}<br />${recipient.doctor_name}<br />${postal(recipient)}
        ${recipient.tax_number ? html`<br />${t.taxNumber}: ${recipient.tax_number}` : ''}
        ${recipient.vat_id ? html`<br />${t.vatId}: ${recipient.vat_id}` : ''}
        ${
          recipient.office_address
            ? html`<br /><br />${t.officeAddress}:<br />${postal(recipient.office_address)}`
            : ''
        }
      </div>
    </div>
    <p>${t.intro}</p>
    <table>
      <thead>
        <tr>
          <th>${t.orderNumber}</th>
          <th>${t.orderDate}</th>
          <th>${t.patient}</th>
          <th class="num">${t.amount}</th>
        </tr>
      </thead>
      <tbody>
        ${note.lines.map((line) =>
          line.corrects
            ? html`<tr class="correction">
                <td colspan="2">
                  ${interpolate(t.correction, {
                    number: line.corrects.credit_note_number,
                    orderNumber: line.order_number,
                  })}
                </td>
                <td>${line.patient_initials}</td>
                <td class="num">${euro(line.amount_cents)}</td>
              </tr>`
            : html`<tr>
                <td>${line.order_number}</td>
                <td>${date(line.order_date)}</td>
                <td>${line.patient_initials}</td>
                <td class="num">${euro(line.amount_cents)}</td>
              </tr>`,
        )}
        ${
          note.vat_rate_bp > 0
            ? html`<tr>
                  <td colspan="3">${t.totalNet}</td>
                  <td class="num">${euro(note.net_cents)}</td>
                </tr>
                <tr>
                  <td colspan="3">${interpolate(t.totalVat, { rate })}</td>
                  <td class="num">${euro(note.tax_cents)}</td>
                </tr>`
            : ''
        }
        ${
          rounding !== 0
            ? html`<tr>
                <td colspan="3">${t.rounding}</td>
                <td class="num">${euro(rounding)}</td>
              </tr>`
            : ''
        }
        <tr class="total">
          <td colspan="3">${t.total}</td>
          <td class="num">${euro(note.amount_cents)}</td>
        </tr>
      </tbody>
    </table>
    <p class="note">${interpolate(t[noteOfTreatment(recipient.vat_treatment)], { rate })}</p>
    <p class="note">${t.selfBilling}</p>
    <p class="note">
      ${
        recipient.iban
          ? interpolate(t.payout, {
              iban: recipient.iban,
              holder: recipient.account_holder ?? recipient.name,
            })
          : t.payoutNoAccount
      }
    </p>
    ${sellerFooter(issuer, t.managingDirectors)}`;
  return renderDocumentLayout(locale, t.title, body, css, { pageNumbers: true });
}
