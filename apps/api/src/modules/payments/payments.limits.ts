// Limits of payment by link (failures: payments.errors.ts; texts: @portal/i18n).

/** Views of one link from one address: the return page polls every 2 s for half a minute. */
export const PAY_VIEWS_PER_MINUTE = 60;
/** Checkouts started from one link and address: a few retries after the provider failed. */
export const PAY_CHECKOUTS_PER_MINUTE = 10;
/** An open checkout is reused only while it stays open at least this long. */
export const PROVIDER_SESSION_MARGIN_MS = 60_000;
/** The sweep re-reads checkouts the provider has not called final after this long. */
export const STALE_ATTEMPT_MS = 10 * 60_000;
/** A placed order's link not mailed after this long (a crash between commit and queue) is mailed by the sweep. */
export const UNSENT_LINK_MS = 2 * 60_000;
/** Inbox events not processed after this long are queued again by the sweep. */
export const UNPROCESSED_EVENT_MS = 2 * 60_000;
/** Rows each part of one sweep handles; the next minute takes the rest. */
export const SWEEP_BATCH = 100;
/** The webhook's body limit: an id-only event is a few hundred bytes. */
export const WEBHOOK_BODY_LIMIT = '16kb';
/** A refund still queued at our side or on its way at the provider this long is followed up by the sweep. */
export const STALE_REFUND_MS = 2 * 60_000;
