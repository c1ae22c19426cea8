// The PDF's data: a readable summary of the export file in the patient's language. The JSON file stays the
// complete copy; the PDF shows each section's main facts (dates Berlin time DD.MM.YYYY, money in euros).
import { translationOf } from '@portal/i18n';
import type {
  DocumentLocale,
  PatientDataExportDocumentData,
  PatientDataExportSection,
} from '../../documents/index.js';
import type { PatientDataExportFile } from './patient-data-gatherer.js';

type Row = Record<string, unknown>;

function text(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function dateOf(value: unknown, locale: DocumentLocale, withTime = false): string {
  if (value === null || value === undefined) return '–';
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return text(value);
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Berlin',
  }).format(date);
}

const euros = (cents: unknown, locale: DocumentLocale): string =>
  typeof cents === 'number'
    ? new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
        style: 'currency',
        currency: 'EUR',
      }).format(cents / 100)
    : '–';

export function patientDataSummary(
  file: PatientDataExportFile,
  locale: DocumentLocale,
): PatientDataExportDocumentData {
  const texts = translationOf(locale);
  const t = texts.patientData.pdf;
  const word = (labels: Record<string, string>, code: unknown) => labels[String(code)] ?? text(code);
  const f = t.fields;
  const p: Row = file.patient ?? {};
  const a: Row = file.account ?? {};
  const body = file.questionnaire.body_measures ?? {};
  const table = (head: string[], rows: string[][]): PatientDataExportSection['table'] => ({ head, rows });
  const sections: PatientDataExportSection[] = [
    {
      title: t.sections.patient,
      rows: [
        [f.firstName, text(p.first_name)],
        [f.lastName, text(p.last_name)],
        [f.email, text(p.email)],
        [f.phone, text(p.phone_number)],
        [f.birthDate, p.date_of_birth ? dateOf(p.date_of_birth, locale) : '–'],
        [f.address, [p.address, p.zip_code, p.city, p.country].filter(Boolean).join(', ') || '–'],
        [f.practice, text(p.practice)],
      ],
    },
    {
      title: t.sections.account,
      rows: file.account
        ? [
            [f.username, text(a.username)],
            [f.registeredAt, dateOf(a.registered_at, locale, true)],
            [f.passwordChangedAt, dateOf(a.password_changed_at, locale, true)],
          ]
        : [],
    },
    {
      title: t.sections.consents,
      table: table(
        [f.text, f.version, f.acceptedAt, f.withdrawnAt],
        file.consents.map((c) => [
          text(locale === 'de' ? c.text_de : c.text_en),
          text(c.version),
          dateOf(c.accepted_at, locale),
          dateOf(c.withdrawn_at, locale),
        ]),
      ),
    },
    {
      title: t.sections.orders,
      table: table(
        [f.number, f.date, f.status, f.items, f.amount],
        file.orders.map((o) => [
          text(o.order_number),
          dateOf(o.placed_at ?? o.created_at, locale),
          word(texts.orders.status, o.status),
          ((o.items as Row[]) ?? []).map((i) => `${text(i.quantity)} × ${text(i.item)}`).join(', '),
          euros(o.total_price_cents, locale),
        ]),
      ),
    },
    {
      title: t.sections.invoices,
      table: table(
        [f.number, f.kind, f.date, f.amount],
        file.invoices.map((d) => [
          text(d.number),
          word(t.documentKinds, d.kind),
          dateOf(d.issued_at, locale),
          euros(d.gross_cents, locale),
        ]),
      ),
    },
    {
      title: t.sections.reports,
      table: table(
        [f.kind, f.releasedAt, f.note],
        file.reports.map((r) => [word(t.reportKinds, r.kind), dateOf(r.released_at, locale), text(r.note)]),
      ),
    },
    {
      title: t.sections.questionnaire,
      rows:
        body.height_cm || body.weight_kg
          ? [
              [f.height, text(body.height_cm)],
              [f.weight, text(body.weight_kg)],
            ]
          : [],
      table: table(
        [f.question, f.answer],
        file.questionnaire.answers.map((q) => [
          text(q.question),
          ((q.answer as unknown[]) ?? []).map(text).join(', '),
        ]),
      ),
    },
    {
      title: t.sections.subscriptions,
      table: table(
        [f.status, f.date, f.periodEnd],
        file.subscriptions.map((s) => [
          text(s.status),
          dateOf(s.start_date, locale),
          dateOf(s.current_period_end, locale),
        ]),
      ),
    },
    {
      title: t.sections.activity,
      table: table(
        [f.date, f.event, f.ip],
        file.activity.map((e) => [
          dateOf(e.created_at, locale, true),
          auditLabel(e.event, locale),
          text(e.ip),
        ]),
      ),
    },
  ];
  return {
    name: [p.first_name, p.last_name].filter(Boolean).map(String).join(' '),
    createdAt: file.generated_at,
    sections,
  };
}

/** An audit event in words, as the admin's audit trail names it (`patient_account.login_succeeded`). */
function auditLabel(event: unknown, locale: DocumentLocale): string {
  const [group, name] = String(event).split('.');
  const events = translationOf(locale).audit.events as unknown as Record<string, unknown>;
  const label =
    name === undefined ? events[group] : (events[group] as Record<string, unknown> | undefined)?.[name];
  return typeof label === 'string' ? label : String(event);
}
