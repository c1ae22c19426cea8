import { html, type SafeHtml } from '../http/html.js';
import { formatEuro } from './amount.js';
import { methodEntry } from './methods.js';
import { type PaymentStatus } from './payment.js';
import { type PaymentRecord } from './payment-record.js';

const STATUS_LABELS: Readonly<Record<PaymentStatus, { de: string; en: string }>> = {
  open: { de: 'Offen', en: 'open' },
  pending: { de: 'In Bearbeitung', en: 'pending' },
  authorized: { de: 'Autorisiert', en: 'authorized' },
  paid: { de: 'Bezahlt', en: 'paid' },
  failed: { de: 'Abgelehnt', en: 'failed' },
  canceled: { de: 'Abgebrochen', en: 'canceled' },
  expired: { de: 'Abgelaufen', en: 'expired' },
};

/**
 * The payer's choice: a method among those offered, then one of four outcomes. The ids, names and
 * values are what browser tests click.
 */
export function checkoutView(payment: PaymentRecord): SafeHtml {
  const only = payment.offeredMethods.length === 1;
  return html`<main class="checkout">
    ${summary(payment)}
    <form method="post" action="/payment/checkout/${encodeURIComponent(payment.id)}">
      <fieldset>
        <legend>Zahlungsart <span class="sub">payment method</span></legend>
        ${payment.offeredMethods.map(
          (id) =>
            html`<label
              ><input type="radio" name="method" value="${id}" ${only ? html`checked` : null} />
              <img src="/payment/methods/${id}.svg" alt="" width="32" height="24" />
              ${methodEntry(id).description.de}</label
            >`,
        )}
      </fieldset>
      <button type="submit" id="pay" name="action" value="pay">Bezahlen</button>
      <button type="submit" id="fail" name="action" value="fail">Ablehnen</button>
      <button type="submit" id="cancel" name="action" value="cancel">Abbrechen</button>
      <button type="submit" id="expire" name="action" value="expire">Ablaufen lassen</button>
    </form>
    <p class="sub">
      Bezahlen: the payment succeeds · Ablehnen: the bank declines it (failed) · Abbrechen: the payer gives up
      (canceled) · Ablaufen lassen: the payer never comes back (expired). Each sends the webhook and returns
      to the merchant.
    </p>
    <p class="sub">Gültig bis ${displayTime(payment.expiresAt)} · valid until then</p>
  </main>`;
}

/** A payment that is no longer open; notice says why the payer sees this instead of the buttons. */
export function finishedView(payment: PaymentRecord, notice?: string): SafeHtml {
  const label = STATUS_LABELS[payment.status];
  return html`<main class="checkout">
    ${summary(payment)} ${notice === undefined ? null : html`<p class="notice">${notice}</p>`}
    <p id="payment-status" data-status="${payment.status}">
      Status: <strong>${label.de}</strong> <span class="sub">${label.en}</span>
    </p>
    <p>
      <a id="back" href="${payment.redirectUrl}">Zurück zum Händler</a>
      <span class="sub">back to the merchant</span>
    </p>
  </main>`;
}

export function checkoutMessageView(title: string, subtitle: string): SafeHtml {
  return html`<main class="checkout">
    <h1>${title} <span class="sub">${subtitle}</span></h1>
  </main>`;
}

function summary(payment: PaymentRecord): SafeHtml {
  return html`<h1>Zahlung <span class="sub">Sandbox payment provider</span></h1>
    <p id="description">${payment.description}</p>
    <p class="amount" id="amount">${formatEuro(payment.amount.value)}</p>`;
}

// '01.05.2024, 14:03:22 UTC'
function displayTime(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}, ${iso.slice(11, 19)} UTC`;
}
