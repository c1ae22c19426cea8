import { graphql, useMutation } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { type useAdminOrderMutationsCancelInvoiceMutation } from './__generated__/useAdminOrderMutationsCancelInvoiceMutation.graphql';
import { type useAdminOrderMutationsMarkAsPaidMutation } from './__generated__/useAdminOrderMutationsMarkAsPaidMutation.graphql';
import { type useAdminOrderMutationsResendPaymentLinkMutation } from './__generated__/useAdminOrderMutationsResendPaymentLinkMutation.graphql';
import { type useAdminOrderMutationsUpdateConsultingFeeMutation } from './__generated__/useAdminOrderMutationsUpdateConsultingFeeMutation.graphql';

// Each answers with the order's row fields, so every list showing the order (the orders page, the dashboard's
// latest orders) shows the new state without asking again.

export function useMarkOrderAsPaidMutation() {
  return useMutation<useAdminOrderMutationsMarkAsPaidMutation>(graphql`
    mutation useAdminOrderMutationsMarkAsPaidMutation($id: ID!) {
      markOrderAsPaid(id: $id) {
        id
        ...AdminOrderRow_order
      }
    }
  `);
}

export function useResendPaymentLinkMutation() {
  return useMutation<useAdminOrderMutationsResendPaymentLinkMutation>(graphql`
    mutation useAdminOrderMutationsResendPaymentLinkMutation($orderId: ID!) {
      resendPaymentLink(orderId: $orderId) {
        id
        ...AdminOrderRow_order
      }
    }
  `);
}

export function useCancelInvoiceMutation() {
  return useMutation<useAdminOrderMutationsCancelInvoiceMutation>(graphql`
    mutation useAdminOrderMutationsCancelInvoiceMutation($id: String!) {
      cancelInvoice(id: $id) {
        id
        ...AdminOrderRow_order
      }
    }
  `);
}

// A promise: the form puts the server's message on the amount field.
export function useUpdateConsultingFeeMutation() {
  return usePromiseMutation<useAdminOrderMutationsUpdateConsultingFeeMutation>(graphql`
    mutation useAdminOrderMutationsUpdateConsultingFeeMutation($orderId: ID!, $amount: Float!) {
      updateConsultingFee(orderId: $orderId, amount: $amount) {
        id
        consultingFee {
          id
          amount
          isEditable
        }
        ...AdminOrderRow_order
      }
    }
  `);
}
