// The orders area's public face: what other areas may use. Its tables are written only here. `Order` is
// exported as a GraphQL object type (areas above add fields to it in @Resolver(() => Order) or answer with
// it), never to read or write the table: ask the functions below.
export { OrderCancelled, OrderPaid, OrderPlaced, OrderShipped, OrderSupplied } from './orders.events.js';
export { OrderProgress } from './order-progress.service.js';
export { OrderShipments, type Shipment } from './order-shipments.service.js';
export { OrderCancellation } from './order-cancellation.service.js';
export { OrderPaymentStatus } from './order-payment-status.service.js';
export {
  attachToSubscription,
  deriveOrderStatus,
  lockOrder,
  markSampleRegistered,
  orderById,
} from './order-writes.js';
export { isOrderVisible, lockVisibleOrder, visibleOrderWithParts } from './order-access.js';
export {
  isPlacedOrderOfPatient,
  labPartsOfPatient,
  type PatientOrderWithItems,
  placedOrdersOfPatient,
} from './patient-orders.js';
export { Order } from './order.entity.js';
// A part's GraphQL type, for mutations of areas above that answer with a part (formulas); not to read its table.
export { NoiOrder } from './noi-order.entity.js';
export { orderWithCreator, orderWithPatientAndPractice, supplementsPartPaused } from './order-reads.js';
export {
  delayPartForReview,
  findOrder,
  findPart,
  markPartSent,
  partById,
  partByLabOrderId,
  partWithOrder,
  quietLabParts,
  recordLabStatus,
  touchPart,
} from './order-parts.js';
export { NoiOrderStatus, NoiOrderType, OrderStatus } from './order-status.js';
export {
  ordersOfSubscriptions,
  setSupplementsPartStatus,
  unsentSupplementsPartOfCycle,
} from './subscription-orders.js';
export { RenewalOrders } from './renewal-orders.service.js';
export { orderStatusOfParts, SAMPLE_FLOW } from './order-status-of-parts.js';
export { OrderWritesModule } from './order-writes.module.js';
export { OrderStatistics } from './statistics/order-statistics.types.js';
export { OrderFiguresModule } from './figures/order-figures.module.js';
export { type ItemSold, type OrderDayFigure, OrderFigures } from './figures/order-figures.service.js';
