// The patient portal's orders page: GET /api/patient/orders and the PDFs of the patient's own orders.
import { downloadFile } from '../../../http/download';
import { rest } from '../../../http/rest';

export interface PatientOrder {
  id: string;
  orderNumber: string | null;
  placedAt: string;
  items: string[];
  total: number;
  /** The OrderStatus names, as the doctor sees them. */
  status: string;
  paymentStatus: string | null;
  shipment: { carrier: string; number: string; trackingUrl: string | null } | null;
  documents: { invoice: boolean; finalInvoice: boolean; storno: boolean };
  /** `/pay/<token>` on the main site (outside the portal's /patient), while the payment is open. */
  paymentUrl: string | null;
}

export const patientOrders = () =>
  rest<{ data: PatientOrder[] }>('/api/patient/orders').then((answer) => answer.data);

export type PatientOrderDocument = 'invoice' | 'final-invoice' | 'storno';

/** Failures are told by the network layer. */
export const downloadPatientOrderDocument = (order: PatientOrder, document: PatientOrderDocument) =>
  downloadFile(
    `/api/patient/orders/${order.id}/${document}-pdf`,
    `${order.orderNumber ?? order.id}-${document}.pdf`,
  );
