import { type PaymentStatus } from './__generated__/AdminOrderRow_order.graphql';

// The admin spec's order row rules ("Doctor-related admin row rules", Order rows): which entry of a row's menu is
// enabled, and if not, why (a key of adminOrders.menu.why, shown as the entry's tooltip).
export type DisabledReason =
  | 'paid'
  | 'canceled'
  | 'notPlaced'
  | 'noFee'
  | 'feeLocked'
  | 'noInvoice'
  | 'invoiceNotReady'
  | 'invoiceCanceled'
  | 'noStorno'
  | 'notCancelable';

export interface AdminOrderRow {
  readonly payment_status: string | null | undefined;
  readonly isCancelable: boolean;
  readonly invoiceDownloadIsDisabled: boolean;
  readonly invoice: { readonly isCancelable: boolean } | null | undefined;
  readonly storno: { readonly id: string } | null | undefined;
  readonly consultingFee: { readonly isEditable: boolean } | null | undefined;
}

export type AdminOrderRowAction =
  | 'markAsPaid'
  | 'resendPaymentLink'
  | 'editConsultingFee'
  | 'downloadInvoice'
  | 'downloadStorno'
  | 'cancelInvoice'
  | 'cancelOrder';

/** Null: enabled. Mark as paid and resend are disabled for Success and Canceled payments (and before a link exists). */
export function paymentBlockedReason(status: string | null | undefined): DisabledReason | null {
  if (status === ('Success' satisfies PaymentStatus)) return 'paid';
  if (status === ('Canceled' satisfies PaymentStatus)) return 'canceled';
  if (status === null || status === undefined) return 'notPlaced';
  return null;
}

export function adminOrderRowRules(order: AdminOrderRow): Record<AdminOrderRowAction, DisabledReason | null> {
  const payment = paymentBlockedReason(order.payment_status);
  return {
    markAsPaid: payment,
    resendPaymentLink: payment,
    editConsultingFee: !order.consultingFee ? 'noFee' : order.consultingFee.isEditable ? null : 'feeLocked',
    downloadInvoice: order.invoiceDownloadIsDisabled
      ? order.invoice
        ? 'invoiceNotReady'
        : 'noInvoice'
      : null,
    downloadStorno: order.storno ? null : 'noStorno',
    cancelInvoice: !order.invoice ? 'noInvoice' : order.invoice.isCancelable ? null : 'invoiceCanceled',
    cancelOrder: order.isCancelable ? null : 'notCancelable',
  };
}
