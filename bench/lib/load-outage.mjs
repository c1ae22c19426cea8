// bench/load.mjs --outage <s>: the payment provider and the lab fail for that long in the middle of the run,
// through the sandbox's test controls. The provider refuses new checkouts with 500 (the first 40), hangs on
// every read of a payment, and its webhooks are kept back and never sent; the lab refuses new orders with
// 500, hangs on every read, and its callbacks are kept back and never sent. Once both are back, the
// portal has to repair what it missed by itself (back-off retries, the reconciliation sweeps every minute):
// `waitForRepair` waits until every payment the provider has as paid is paid in the portal and every lab part
// has the lab's status, and prints how long that took. A checkout whose webhook never came is read back once
// it has been quiet for 10 minutes (STALE_ATTEMPT_MS), so the wait is up to 15.

import { sandboxControl } from './sandbox-control.mjs';

const MANY = 1_000_000;

export async function beginOutage(sandboxUrl) {
  await sandboxControl(sandboxUrl, 'POST', '/payment/test/faults', {
    operation: 'create',
    mode: 'error500',
    count: 40,
  });
  await sandboxControl(sandboxUrl, 'POST', '/payment/test/faults', {
    operation: 'get',
    mode: 'timeout',
    count: MANY,
  });
  await sandboxControl(sandboxUrl, 'POST', '/payment/test/webhooks/hold', { hold: true });
  await sandboxControl(sandboxUrl, 'POST', '/lab/test/faults', {
    operation: 'create',
    mode: 'error500',
    count: MANY,
  });
  await sandboxControl(sandboxUrl, 'POST', '/lab/test/faults', {
    operation: 'get',
    mode: 'timeout',
    count: MANY,
  });
  await sandboxControl(sandboxUrl, 'POST', '/lab/test/callbacks/hold', { hold: true });
}

/** Both partners answer again; what they kept back during the outage stays lost. */
export async function endOutage(sandboxUrl) {
  await sandboxControl(sandboxUrl, 'DELETE', '/payment/test/faults');
  await sandboxControl(sandboxUrl, 'DELETE', '/lab/test/faults');
  await sandboxControl(sandboxUrl, 'POST', '/payment/test/webhooks/hold', { hold: false });
  await sandboxControl(sandboxUrl, 'POST', '/lab/test/callbacks/hold', { hold: false });
}

/** The payments and lab parts of this run where the portal and the partner disagree. */
async function disagreements(db, sandboxUrl, since) {
  const payments = await sandboxControl(sandboxUrl, 'GET', '/payment/test/payments');
  const paidOrderIds = payments
    .filter((payment) => payment.status === 'paid' && payment.metadata?.orderId !== undefined)
    .map((payment) => String(payment.metadata.orderId));
  const { rows: unpaid } = await db.query(
    `SELECT count(*)::int AS n FROM orders
     WHERE placed_at >= $1 AND id = ANY($2::bigint[]) AND payment_status IS DISTINCT FROM 'Success'`,
    [since, paidOrderIds],
  );
  const labOrders = await sandboxControl(sandboxUrl, 'GET', '/lab/test/orders');
  const { rows: parts } = await db.query(
    `SELECT n.noi_order_id, n.status FROM noi_orders n JOIN orders o ON o.id = n.order_id
     WHERE o.placed_at >= $1 AND n.noi_order_id IS NOT NULL`,
    [since],
  );
  const ours = new Map(parts.map((part) => [part.noi_order_id, part.status]));
  const lagging = labOrders.filter(
    (order) => ours.has(order.labOrderId) && ours.get(order.labOrderId) !== order.status,
  ).length;
  // Paid and registered, but never taken by the lab (its orders were refused during the outage).
  const { rows: unsent } = await db.query(
    `SELECT count(*)::int AS n FROM noi_orders n JOIN orders o ON o.id = n.order_id
     WHERE o.placed_at >= $1 AND o.payment_status = 'Success' AND n.status = 'SampleRegistered'`,
    [since],
  );
  return { unpaid: unpaid[0].n, lagging, unsent: unsent[0].n };
}

/** Waits (at most `timeoutMs`) until portal and partners agree; prints the way there; answers what is left. */
export async function waitForRepair(db, sandboxUrl, since, timeoutMs = 15 * 60_000) {
  console.log('\nafter the outage (the provider and the lab are back; what they kept back stays lost):');
  const started = Date.now();
  let left = await disagreements(db, sandboxUrl, since);
  const line = (state) =>
    `  ${`${Math.round((Date.now() - started) / 1000)} s`.padStart(6)}: ${state.unpaid} paid at the provider, not in the portal; ` +
    `${state.lagging} lab parts behind the lab; ${state.unsent} paid and registered parts not at the lab`;
  console.log(line(left));
  let printed = Date.now();
  while (left.unpaid + left.lagging + left.unsent > 0 && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    left = await disagreements(db, sandboxUrl, since);
    if (Date.now() - printed >= 60_000 || left.unpaid + left.lagging + left.unsent === 0) {
      console.log(line(left));
      printed = Date.now();
    }
  }
  return left.unpaid + left.lagging + left.unsent;
}
