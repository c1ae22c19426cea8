// The outside world of bench/load.mjs, as the API tests drive the sandbox: a payer who opens each placed
// order's mailed payment link and pays at the sandbox's hosted checkout (its webhook then reaches the
// API), and the lab, which takes every part sent to it through two statuses and reports results
// (callbacks, then the API fetches the report). Both only touch orders placed during this run.
import { createHmac } from 'node:crypto';
import { browser } from './load-session.mjs';
import { sandboxControl } from './sandbox-control.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of a payment link, as PaymentLinksService.tokenOf makes it. */
const tokenOf = (appKey, link) =>
  createHmac('sha256', appKey).update(`payment-link:${link.id}:${link.salt}`).digest('base64url');

/** `context`: { apiUrl, sandboxUrl, appKey, stats, db, since (placed from), isRunning() }. */
export async function payer(context) {
  const { apiUrl, appKey, stats, db, since } = context;
  const t = stats.time.bind(stats);
  const done = new Set();
  while (context.isRunning()) {
    // Only once the link mail went out: paying first would leave the order without it (not payable).
    const { rows } = await db.query(
      `SELECT l.id, l.salt, o.id AS order_id FROM orders o JOIN payment_links l ON l.order_id = o.id
       WHERE o.placed_at >= $1 AND o.payment_status = 'Pending' AND l.sent_count >= 1 AND NOT o.id = ANY($2::bigint[])
       ORDER BY o.id LIMIT 20`,
      [since, [...done]],
    );
    for (const link of rows) {
      if (!context.isRunning()) break;
      done.add(link.order_id);
      const token = tokenOf(appKey, link);
      const payment = browser(apiUrl);
      await t('payer: view link', async () => {
        await payment.csrf();
        return payment.download(`/api/pay/${token}`);
      });
      // Card, as most patients choose; the checkout is then made for it.
      const checkout = await t('payer: start checkout', () =>
        payment.post(`/api/pay/${token}/checkout`, { method: 'creditcard' }),
      );
      if (!checkout) continue;
      await t('sandbox: pay at checkout', async () => {
        const response = await fetch(checkout.checkoutUrl, {
          method: 'POST',
          body: new URLSearchParams({ action: 'pay', method: 'creditcard' }),
          redirect: 'manual',
        });
        if (response.status !== 303) throw new Error(`checkout: ${response.status} ${await response.text()}`);
      });
    }
    await sleep(rows.length ? 50 : 250);
  }
}

const BLOOD_REPORT = {
  blood: [
    { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
    { code: 'VITAMIN_D_25OH', value: 30, unit: 'ng/ml' },
  ],
};
const DNA_REPORT = {
  genotypes: [
    { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' },
    { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA' },
  ],
};

export async function lab(context) {
  const { sandboxUrl, stats, db, since } = context;
  const t = stats.time.bind(stats);
  const control = (path, body = {}) => sandboxControl(sandboxUrl, 'POST', `/lab/test${path}`, body);
  const done = new Set();
  while (context.isRunning()) {
    const { rows } = await db.query(
      `SELECT n.noi_order_id, n.type FROM noi_orders n JOIN orders o ON o.id = n.order_id
       WHERE o.placed_at >= $1 AND n.status = 'SentToLab' AND n.noi_order_id IS NOT NULL AND NOT n.noi_order_id = ANY($2)
       ORDER BY n.id LIMIT 20`,
      [since, [...done]],
    );
    for (const { noi_order_id: labOrderId, type } of rows) {
      if (!context.isRunning()) break;
      done.add(labOrderId);
      if (!(await t('lab: advance status', () => control(`/orders/${labOrderId}/advance`)))) continue;
      if (!(await t('lab: advance status', () => control(`/orders/${labOrderId}/advance`)))) continue;
      await t('lab: report results', () =>
        control(`/orders/${labOrderId}/reports`, type === 'blood' ? BLOOD_REPORT : DNA_REPORT),
      );
    }
    await sleep(rows.length ? 50 : 250);
  }
}
