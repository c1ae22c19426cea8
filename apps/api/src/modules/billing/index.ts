// The billing area's public face: what other areas may use. Its tables (invoices, stornos) are written
// only here; credit notes share its document status and PDF rendering.
export { type BillingParty, BillingPdfStatus } from './billing-document.entity.js';
export { renderPdfOnce } from './render-pdf-once.js';
export { sellerFooter, sellerOf } from './seller.js';
export { BillingDocumentKind } from './billing-document.entity.js';
export { billingDocumentsOfOrders, type OrderBillingDocuments } from './billing-documents-of-orders.js';
export { BillingDownloads } from './billing-downloads.service.js';
export { BillingModule } from './billing.module.js';
