import { useActionParam } from '../../../../shared/actions/useActionParam';

// The order actions of the admin screens (/admin/orders and the /admin dashboard), each a dialog opened by
// `?action=` with the search parameters the spec names. order_details and start_production are opened the same
// way but mounted by the app shell for every page (OrderDetailsAction).
export const adminOrderDialogActions = [
  'cancel_order',
  'cancel_invoice',
  'edit_consulting_fee',
  'mark_as_paid',
  'resend_payment_link',
] as const;
export type AdminOrderDialogAction = (typeof adminOrderDialogActions)[number];

const rowActions = [...adminOrderDialogActions, 'order_details', 'start_production'] as const;
export type AdminOrderRowDialog = (typeof rowActions)[number];

/** Every search parameter an order dialog may have been opened with: closing drops them all. */
export const adminOrderDialogParams = [
  'orderId',
  'invoiceGuid',
  'consultingFeeId',
  'currentAmount',
  'patientName',
  'patientGuid',
] as const;
export type AdminOrderDialogParam = (typeof adminOrderDialogParams)[number];

/** Opens one of the order dialogs with its parameters. */
export function useOpenAdminOrderDialog() {
  const actions = useActionParam(rowActions);
  return (action: AdminOrderRowDialog, params: Partial<Record<AdminOrderDialogParam, string>>) => {
    const given: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) if (value !== undefined) given[name] = value;
    actions.open(action, given);
  };
}
