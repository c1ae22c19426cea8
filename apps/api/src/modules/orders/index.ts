// The orders area's public face: what other areas may use. Its entities are private; other areas name
// them only in type-only imports (TypeORM relations).
export { OrderCancelled, OrderPaid, OrderPlaced } from './orders.events.js';
export { OrderCancellation } from './order-cancellation.service.js';
export { OrderPaymentStatus } from './order-payment-status.service.js';
export { attachToSubscription, deriveOrderStatus, lockOrder, orderById } from './order-writes.js';
export { RenewalOrders } from './renewal-orders.service.js';
export { orderStatusOfParts, SAMPLE_FLOW } from './order-status-of-parts.js';
export { OrderWritesModule } from './order-writes.module.js';
