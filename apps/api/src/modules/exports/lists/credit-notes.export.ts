import { translationOf } from '@portal/i18n';
import { berlinDateTime, type ExportList, inBerlinDays } from '../export-columns.js';

const de = translationOf('de');
const headers = de.exports.file['credit-notes'];
const statusLabel = (status: string | null) =>
  de.creditNotes.status[(status ?? 'Unpaid') as keyof typeof de.creditNotes.status];

/** Credit notes generated in the range, oldest first: the amounts as issued, paid or open. */
export const creditNotesExport: ExportList = {
  fileName: 'gutschriften',
  sheetName: headers.sheet,
  sql: `
    SELECT n.number,
           ${berlinDateTime('n.generated_at')} AS generated_at,
           concat_ws(' ', u.title, u.first_name, u.last_name) AS doctor,
           u.email AS doctor_email,
           mc.name AS practice,
           n.net_cents AS net,
           n.tax_cents AS tax,
           n.amount_cents AS amount,
           CASE WHEN n.paid_at IS NULL THEN 'Unpaid' ELSE 'Paid' END AS status,
           ${berlinDateTime('n.paid_at')} AS paid_at,
           (SELECT count(*) FROM consulting_fees f WHERE f.credit_note_id = n.id)::int AS fees
      FROM credit_notes n
      JOIN users u ON u.id = n.user_id
      LEFT JOIN medical_centers mc ON mc.id = n.medical_center_id
     WHERE ${inBerlinDays('n.generated_at')}
     ORDER BY n.generated_at, n.id`,
  columns: [
    { key: 'number', header: headers.number, kind: 'text', width: 18 },
    { key: 'generated_at', header: headers.generatedAt, kind: 'datetime', width: 17 },
    { key: 'doctor', header: headers.doctor, kind: 'text', width: 26 },
    { key: 'doctor_email', header: headers.doctorEmail, kind: 'text', width: 32 },
    { key: 'practice', header: headers.practice, kind: 'text', width: 26 },
    { key: 'net', header: headers.net, kind: 'money' },
    { key: 'tax', header: headers.tax, kind: 'money' },
    { key: 'amount', header: headers.amount, kind: 'money', width: 16 },
    { key: 'status', header: headers.status, kind: 'text', label: statusLabel },
    { key: 'paid_at', header: headers.paidAt, kind: 'datetime', width: 17 },
    { key: 'fees', header: headers.fees, kind: 'integer' },
  ],
};
