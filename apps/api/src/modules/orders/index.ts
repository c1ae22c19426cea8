// The orders area's public face: what other areas may use. Its entities are private; other areas name
// them only in type-only imports (TypeORM relations).
export { OrderPaid } from './orders.events.js';
export { OrderPaymentStatus } from './order-payment-status.service.js';
export { deriveOrderStatus, lockOrder, orderById } from './order-writes.js';
export { orderStatusOfParts, SAMPLE_FLOW } from './order-status-of-parts.js';
export { OrderWritesModule } from './order-writes.module.js';
