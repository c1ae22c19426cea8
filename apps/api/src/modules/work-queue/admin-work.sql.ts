import { PaymentStatus } from '@portal/shared-types';
import { NoiOrderStatus, OrderStatus } from '../orders/index.js';
import type { QuarantineState } from '../lab/lab-report-quarantine.entity.js';
import type { BloodUploadState } from '../results/blood-uploads/blood-upload.entity.js';

const RECEIVED = 'Received' satisfies `${BloodUploadState}`;
const QUARANTINE_PENDING = 'pending' satisfies `${QuarantineState}`;

/**
 * The admins' work queue in one statement (docs/decisions/work-queue.md), every practice's; each count reads a
 * partial or leading-column index. No parameters; the columns are named after WorkQueueItemKind.
 */
export const ADMIN_WORK_SQL = `
SELECT
  (SELECT count(DISTINCT r.noi_order_id) FROM noi_order_registration_responses r
    JOIN noi_orders n ON n.id = r.noi_order_id
    WHERE r.status <> 200 AND n.sent_at IS NULL AND n.status <> '${NoiOrderStatus.Canceled}'
  )::int AS "LabRegistrationErrors",
  (SELECT count(*) FROM lab_report_quarantine WHERE state = '${QUARANTINE_PENDING}')::int AS "LabReportsQuarantined",
  (SELECT count(*) FROM blood_uploads WHERE state = '${RECEIVED}')::int AS "BloodUploadsWaiting",
  (SELECT count(*) FROM orders
    WHERE payment_status IN ('${PaymentStatus.Fail}', '${PaymentStatus.ChargedBack}')
      AND status <> ${OrderStatus.Canceled}
  )::int AS "PaymentsFailed",
  (SELECT count(*) FROM credit_notes WHERE paid_at IS NULL)::int AS "CreditNotesToPay"`;
