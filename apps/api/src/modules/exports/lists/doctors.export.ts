import { translationOf } from '@portal/i18n';
import { berlinDateTime, type ExportList, inBerlinDays } from '../export-columns.js';

const texts = translationOf('de').exports.file;
const headers = texts.doctors;
const onboardingLabel = (type: string | null) =>
  type === null ? '' : (texts.onboarding[type as keyof typeof texts.onboarding] ?? type);

/**
 * Doctors (users with a doctor record) registered in the range, oldest first, deleted ones included (with the
 * date). Figures are their practice's: patients, orders (no drafts), paid revenue and fees not yet paid out.
 */
export const doctorsExport: ExportList = {
  fileName: 'therapeuten',
  sheetName: headers.sheet,
  sql: `
    SELECT u.title,
           u.first_name,
           u.last_name,
           u.email,
           mc.name AS practice,
           u.is_active AS active,
           u.onboarding_type::text AS onboarding,
           pm.name AS partnership_model,
           (SELECT count(*) FROM patients p WHERE p.medical_center_id = u.medical_center_id)::int AS patients,
           (SELECT count(*) FROM orders o
             WHERE o.medical_center_id = u.medical_center_id AND o.status <> 0)::int AS orders,
           (SELECT coalesce(sum(o.total_price_cents), 0) FROM orders o
             WHERE o.medical_center_id = u.medical_center_id AND o.payment_status = 'Success') AS revenue,
           (SELECT coalesce(sum(f.amount_cents), 0) FROM consulting_fees f
             WHERE f.medical_center_id = u.medical_center_id AND f.status = 'Unpaid') AS open_fees,
           ${berlinDateTime('u.created_at')} AS created_at,
           ${berlinDateTime('u.last_login_at')} AS last_login_at,
           ${berlinDateTime('u.deleted_at')} AS deleted_at
      FROM doctors d
      JOIN users u ON u.id = d.user_id
      LEFT JOIN medical_centers mc ON mc.id = u.medical_center_id
      LEFT JOIN partnership_models pm ON pm.id = u.partnership_model_id
     WHERE ${inBerlinDays('u.created_at')}
     ORDER BY u.created_at, u.id`,
  columns: [
    { key: 'title', header: headers.title, kind: 'text' },
    { key: 'first_name', header: headers.firstName, kind: 'text', width: 20 },
    { key: 'last_name', header: headers.lastName, kind: 'text', width: 20 },
    { key: 'email', header: headers.email, kind: 'text', width: 32 },
    { key: 'practice', header: headers.practice, kind: 'text', width: 26 },
    { key: 'active', header: headers.active, kind: 'boolean' },
    { key: 'onboarding', header: headers.onboarding, kind: 'text', label: onboardingLabel },
    { key: 'partnership_model', header: headers.partnershipModel, kind: 'text', width: 24 },
    { key: 'patients', header: headers.patients, kind: 'integer' },
    { key: 'orders', header: headers.orders, kind: 'integer' },
    { key: 'revenue', header: headers.revenue, kind: 'money', width: 16 },
    { key: 'open_fees', header: headers.openFees, kind: 'money', width: 16 },
    { key: 'created_at', header: headers.createdAt, kind: 'datetime', width: 17 },
    { key: 'last_login_at', header: headers.lastLoginAt, kind: 'datetime', width: 17 },
    { key: 'deleted_at', header: headers.deletedAt, kind: 'datetime', width: 17 },
  ],
};
