import { translationOf } from '@portal/i18n';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { BloodAuditEvent } from '../../src/modules/results/blood-analysis/blood-analysis.errors.js';
import { BloodUploadAuditEvent } from '../../src/modules/results/blood-uploads/blood-uploads.service.js';
import { BillingAuditEvent } from '../../src/modules/billing/invoice-issuer.service.js';
import { ConsultingFeeAuditEvent } from '../../src/modules/consulting-fees/consulting-fees-commands.service.js';
import { CreditNoteAuditEvent } from '../../src/modules/credit-notes/credit-note-issuer.service.js';
import { FormulasAuditEvent } from '../../src/modules/formulas/formulas.errors.js';
import { LabAuditEvent } from '../../src/modules/lab/lab-part-state.service.js';
import { QuarantineAuditEvent } from '../../src/modules/lab/lab-quarantine.service.js';
import { LAB_REPORT_RECEIVED } from '../../src/modules/lab/lab-reports.service.js';
import { MICRONUTRIENTS_PDF_DOWNLOADED } from '../../src/modules/results/micronutrients/pdf/micronutrients-pdf.service.js';
import { PatientAuditEvent } from '../../src/modules/patients/inputs/patients.types.js';
import { PaymentAuditEvent } from '../../src/modules/payments/services/payment-status.service.js';
import { QuestionnaireAuditEvent } from '../../src/modules/patients/index.js';

// The audit view words every event the API records (the web falls back to the raw key for others).
const ENUMS: Record<string, string>[] = [
  AuditEvent,
  BloodAuditEvent,
  BloodUploadAuditEvent,
  BillingAuditEvent,
  ConsultingFeeAuditEvent,
  CreditNoteAuditEvent,
  FormulasAuditEvent,
  LabAuditEvent,
  PatientAuditEvent,
  PaymentAuditEvent,
  QuestionnaireAuditEvent,
  QuarantineAuditEvent,
];
const EVENTS = [
  ...ENUMS.flatMap((events) => Object.values(events)),
  LAB_REPORT_RECEIVED,
  MICRONUTRIENTS_PDF_DOWNLOADED,
  'sample.registered',
  'subscription.resumed',
];

const labelOf = (language: 'de' | 'en', event: string): unknown =>
  event
    .split('.')
    .reduce<unknown>(
      (texts, key) => (texts as Record<string, unknown> | undefined)?.[key],
      translationOf(language).audit.events,
    );

it.each(EVENTS)('has a de and an en label for %s', (event) => {
  expect(typeof labelOf('de', event)).toBe('string');
  expect(typeof labelOf('en', event)).toBe('string');
});
