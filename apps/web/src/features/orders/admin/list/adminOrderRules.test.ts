import { describe, expect, it } from 'vitest';
import { type AdminOrderRow, adminOrderRowRules } from './adminOrderRules';

const pending: AdminOrderRow = {
  payment_status: 'Pending',
  isCancelable: true,
  invoiceDownloadIsDisabled: true,
  invoice: null,
  storno: null,
  consultingFee: null,
};

describe('admin order row rules', () => {
  it('offers mark as paid and resend while the payment is open', () => {
    for (const payment_status of ['Pending', 'Expired', 'Fail']) {
      const rules = adminOrderRowRules({ ...pending, payment_status });
      expect([rules.markAsPaid, rules.resendPaymentLink]).toEqual([null, null]);
    }
  });

  it('disables mark as paid and resend for Success and Canceled', () => {
    expect(adminOrderRowRules({ ...pending, payment_status: 'Success' })).toMatchObject({
      markAsPaid: 'paid',
      resendPaymentLink: 'paid',
    });
    expect(adminOrderRowRules({ ...pending, payment_status: 'Canceled' })).toMatchObject({
      markAsPaid: 'canceled',
      resendPaymentLink: 'canceled',
    });
    expect(adminOrderRowRules({ ...pending, payment_status: null }).markAsPaid).toBe('notPlaced');
  });

  it('follows isCancelable, the invoice, the storno and the fee', () => {
    const paid = adminOrderRowRules({
      ...pending,
      payment_status: 'Success',
      isCancelable: false,
      invoiceDownloadIsDisabled: false,
      invoice: { isCancelable: true },
      storno: null,
      consultingFee: { isEditable: true },
    });
    expect(paid).toMatchObject({
      cancelOrder: 'notCancelable',
      cancelInvoice: null,
      downloadInvoice: null,
      downloadStorno: 'noStorno',
      editConsultingFee: null,
    });
    const canceled = adminOrderRowRules({
      ...pending,
      invoiceDownloadIsDisabled: true,
      invoice: { isCancelable: false },
      storno: { id: '4' },
      consultingFee: { isEditable: false },
    });
    expect(canceled).toMatchObject({
      cancelOrder: null,
      cancelInvoice: 'invoiceCanceled',
      downloadInvoice: 'invoiceNotReady',
      downloadStorno: null,
      editConsultingFee: 'feeLocked',
    });
    expect(adminOrderRowRules(pending)).toMatchObject({
      cancelInvoice: 'noInvoice',
      downloadInvoice: 'noInvoice',
      editConsultingFee: 'noFee',
    });
  });
});
