import { translationOf } from '@portal/i18n';
import { berlinDateTime, type ExportList, inBerlinDays, practiceDoctor } from '../export-columns.js';

const texts = translationOf('de').exports.file;
const headers = texts.patients;
const phaseLabel = (status: string | null) =>
  texts.lifeCyclePhase[(status ?? 'none') as keyof typeof texts.lifeCyclePhase] ?? status ?? '';

/**
 * Patients created in the range, oldest first, removed ones included (with the date): the practice they are
 * (or were) with, the phase of their newest subscription and their orders (drafts not counted).
 */
export const patientsExport: ExportList = {
  fileName: 'patienten',
  sheetName: headers.sheet,
  sql: `
    SELECT p.guid::text AS guid,
           p.title,
           p.first_name,
           p.last_name,
           p.email,
           p.date_of_birth::text AS date_of_birth,
           doctor.name AS doctor,
           mc.name AS practice,
           (SELECT s.status::text FROM subscriptions s WHERE s.patient_id = p.id
             ORDER BY s.created_at DESC, s.id DESC LIMIT 1) AS life_cycle_phase,
           (SELECT count(*) FROM orders o WHERE o.patient_id = p.id AND o.status <> 0)::int AS orders,
           ${berlinDateTime('p.created_at')} AS created_at,
           ${berlinDateTime('p.removed_at')} AS removed_at
      FROM patients p
      LEFT JOIN medical_centers mc ON mc.id = coalesce(p.medical_center_id, p.removed_from_medical_center_id)
      ${practiceDoctor('mc.id')}
     WHERE ${inBerlinDays('p.created_at')}
     ORDER BY p.created_at, p.id`,
  columns: [
    { key: 'guid', header: headers.guid, kind: 'text', width: 38 },
    { key: 'title', header: headers.title, kind: 'text' },
    { key: 'first_name', header: headers.firstName, kind: 'text', width: 20 },
    { key: 'last_name', header: headers.lastName, kind: 'text', width: 20 },
    { key: 'email', header: headers.email, kind: 'text', width: 32 },
    { key: 'date_of_birth', header: headers.dateOfBirth, kind: 'date' },
    { key: 'doctor', header: headers.doctor, kind: 'text', width: 26 },
    { key: 'practice', header: headers.practice, kind: 'text', width: 26 },
    { key: 'life_cycle_phase', header: headers.lifeCyclePhase, kind: 'text', label: phaseLabel, width: 20 },
    { key: 'orders', header: headers.orders, kind: 'integer' },
    { key: 'created_at', header: headers.createdAt, kind: 'datetime', width: 17 },
    { key: 'removed_at', header: headers.removedAt, kind: 'datetime', width: 17 },
  ],
};
