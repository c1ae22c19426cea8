import { defineEvent } from '../../events/index.js';

/**
 * A sample's barcode was registered on an order's part. The lab listens: once the order is paid, the part
 * is ready to be sent.
 */
export const SampleRegistered = defineEvent<{ orderId: string }>('sample.registered');
