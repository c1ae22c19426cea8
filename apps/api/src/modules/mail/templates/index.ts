import { interpolate, translationOf } from '@portal/i18n';
import { type MailAction, type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export type { MailLocale, RenderedMail } from './layout.js';

export interface NotificationMailData {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: MailAction;
  recipientName?: string;
}
export interface OneTimeCodeMailData {
  code: string;
}
export interface AccountActivationMailData {
  name: string;
  url: string;
}
export interface DoctorInvitationMailData {
  name: string;
  /** The signed `/doctors/{doctorId}/register` page. */
  url: string;
  /** When the link stops working, as written for people ('01.12.2026 14:05', Berlin). */
  expiresAt: string;
}
export interface PasswordResetMailData {
  name: string;
  url: string;
  validMinutes: number;
}
export interface EmailChangeMailData {
  name: string;
  url: string;
}
export interface PatientAccountCreatedMailData {
  name: string;
  /** The address the patient logs in with (when no other account shares it). */
  email: string;
  /** The patient's portal username (their guid): they need it to log in. */
  username: string;
  /** The patient portal's login page. */
  url: string;
}
export interface PatientInvitationMailData {
  name: string;
  /** The signed registration page `/patient/register?…`. */
  url: string;
  /** When the link stops working, as written for people ('01.12.2026 14:05', Berlin). */
  expiresAt: string;
}
export interface PatientQuestionnaireMailData {
  name: string;
  /** The signed questionnaire login page `/patients/{guid}/login?expires&signature`. */
  url: string;
  /** When the link stops working, as written for people ('01.12.2026 14:05', Berlin). */
  expiresAt: string;
}
export interface PatientPasswordResetMailData {
  name: string;
  /** The patient's portal username (their guid). */
  username: string;
  url: string;
  validMinutes: number;
}
export interface PaymentLinkMailData {
  name: string;
  /** The practice that placed the order. */
  practice: string;
  orderNumber: string;
  /** The total as written for people ('249,90 €'). */
  amount: string;
  /** The link's last day ('04.12.2026'). */
  expiresAt: string;
  /** `APP_URL/pay/<token>`. */
  url: string;
}

export interface BloodUploadReceivedMailData {
  /** The practice that uploaded (or the uploader's name when the patient has no practice). */
  practice: string;
  /** The patient's accounting code: enough to find them, no name in a mail. */
  patient: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** The upload in the service team's queue (sign-in needed: no health data behind a bare link). */
  url: string;
}

/** The uploading doctor: the service team entered the file's values, or could not. */
export interface BloodUploadHandledMailData {
  name: string;
  /** The patient's accounting code, as in the team's mail: no name in a mail. */
  patient: string;
  /** The upload's day ('04.12.2026'). */
  uploadedAt: string;
  /** The patient's blood analysis. */
  url: string;
}

export interface BloodUploadRejectedMailData extends BloodUploadHandledMailData {
  reason: string;
}

export interface SubscriptionRenewalMailData {
  name: string;
  /** The practice whose plan it is. */
  practice: string;
  /** The renewal day ('04.12.2026'). */
  date: string;
  /** The renewal's price as written for people ('89,90 €'). */
  amount: string;
}

export interface OrderShippedMailData {
  name: string;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page; null for a carrier we have no link for (the number is still written). */
  url: string | null;
}

/** An invoice or storno mailed with its PDF attached (the attachment travels beside the data). */
/** To the doctor: a Gutschrift issued for the practice, with its PDF and XML attached. */
export interface CreditNoteIssuedMailData {
  name: string;
  /** GS-2026-000001. */
  number: string;
  /** The amount paid out, formatted (25,00 €). */
  amount: string;
}

export interface BillingDocumentMailData {
  name: string;
  orderNumber: string;
  /** The document's number (RE-2026-00001, ST-2026-00001). */
  number: string;
  /** A storno's: the invoice it cancels. */
  invoiceNumber?: string;
}

export interface PaymentLinkExpiredMailData {
  /** The doctor's name. */
  name: string;
  orderNumber: string;
  amount: string;
  /** The day the link expired ('04.12.2026'). */
  expiredAt: string;
  /** The doctor's orders page. */
  url: string;
}

export interface PaymentChargedBackMailData {
  orderNumber: string;
  /** The amount the bank took back ('12,30 €'). */
  amount: string;
  /** The bank's reason, or a dash. */
  reason: string;
  /** The admin's orders page. */
  url: string;
}

// Template name → the data it needs. Each area adds its mails here, and their texts to @portal/i18n (mails).
export interface MailTemplates {
  notification: NotificationMailData;
  'one-time-code': OneTimeCodeMailData;
  'account-activation': AccountActivationMailData;
  'doctor-invitation': DoctorInvitationMailData;
  'password-reset': PasswordResetMailData;
  'email-change': EmailChangeMailData;
  'patient-account-created': PatientAccountCreatedMailData;
  'patient-password-reset': PatientPasswordResetMailData;
  'patient-invitation': PatientInvitationMailData;
  'patient-questionnaire': PatientQuestionnaireMailData;
  'payment-link': PaymentLinkMailData;
  /** The same link again, for a renewal order still unpaid days later. */
  'payment-reminder': PaymentLinkMailData;
  /** The same link again, for a practice's order still unpaid days after it was placed. */
  'order-payment-reminder': PaymentLinkMailData;
  /** To the doctor: the order's link expired unpaid. */
  'payment-link-expired': PaymentLinkExpiredMailData;
  /** To the service team: the payer's bank took a payment back. */
  'payment-charged-back': PaymentChargedBackMailData;
  'order-shipped': OrderShippedMailData;
  'invoice-issued': BillingDocumentMailData;
  'storno-issued': BillingDocumentMailData;
  'credit-note-issued': CreditNoteIssuedMailData;
  'blood-upload-received': BloodUploadReceivedMailData;
  'blood-upload-processed': BloodUploadHandledMailData;
  'blood-upload-rejected': BloodUploadRejectedMailData;
  'subscription-renewal': SubscriptionRenewalMailData;
}

export type MailTemplateName = keyof MailTemplates;

type MailTexts = ReturnType<typeof translationOf>['mails'];
type TextMail = {
  [K in keyof MailTexts]: MailTexts[K] extends { subject: string } ? K : never;
}[keyof MailTexts];

/** A mail whose words all come from @portal/i18n, with the data's values in its placeholders. */
function textMail(
  locale: MailLocale,
  key: TextMail,
  values: Record<string, string | number>,
  url?: string,
): RenderedMail {
  const texts = translationOf(locale).mails[key];
  const label = 'action' in texts ? texts.action : undefined;
  return renderLayout(locale, {
    subject: interpolate(texts.subject, values),
    heading: interpolate(texts.heading, values),
    paragraphs: Object.values(texts.paragraphs).map((paragraph: string) => interpolate(paragraph, values)),
    action: label && url ? { label, url } : undefined,
  });
}

/** The payment link, first mailed or as a reminder: the same data, other words. */
function paymentLinkMail(
  locale: MailLocale,
  key: 'paymentLink' | 'paymentReminder' | 'orderPaymentReminder',
  data: PaymentLinkMailData,
): RenderedMail {
  const { url, ...values } = data;
  return textMail(locale, key, { ...values }, url);
}

/** The parcel is on its way: the tracking paragraph and button only when we have a link for the carrier. */
function orderShippedMail(locale: MailLocale, data: OrderShippedMailData): RenderedMail {
  const { url, ...values } = data;
  const texts = translationOf(locale).mails.orderShipped;
  const { track, ...always } = texts.paragraphs;
  const paragraphs = url ? [...Object.values(always), track] : Object.values(always);
  return renderLayout(locale, {
    subject: interpolate(texts.subject, values),
    heading: interpolate(texts.heading, values),
    paragraphs: paragraphs.map((paragraph: string) => interpolate(paragraph, values)),
    action: url ? { label: texts.action, url } : undefined,
  });
}

/** A free-form message from the service team (texts already in the recipient's language). */
function notificationMail(locale: MailLocale, data: NotificationMailData): RenderedMail {
  const texts = translationOf(locale).mails;
  const greeting = data.recipientName
    ? interpolate(texts.greeting, { name: data.recipientName })
    : texts.greetingWithoutName;
  return renderLayout(locale, {
    subject: data.subject,
    heading: data.heading,
    paragraphs: [greeting, ...data.paragraphs],
    action: data.action,
  });
}

const renderers: { [T in MailTemplateName]: (locale: MailLocale, data: MailTemplates[T]) => RenderedMail } = {
  notification: notificationMail,
  'one-time-code': (locale, data) => textMail(locale, 'oneTimeCode', { code: data.code }),
  'account-activation': (locale, data) =>
    textMail(locale, 'accountActivation', { name: data.name }, data.url),
  'doctor-invitation': (locale, data) =>
    textMail(locale, 'doctorInvitation', { name: data.name, expiresAt: data.expiresAt }, data.url),
  'password-reset': (locale, data) =>
    textMail(locale, 'passwordReset', { name: data.name, minutes: data.validMinutes }, data.url),
  'email-change': (locale, data) => textMail(locale, 'emailChange', { name: data.name }, data.url),
  'patient-account-created': (locale, data) =>
    textMail(
      locale,
      'patientAccountCreated',
      { name: data.name, email: data.email, username: data.username },
      data.url,
    ),
  'patient-password-reset': (locale, data) =>
    textMail(
      locale,
      'patientPasswordReset',
      { name: data.name, username: data.username, minutes: data.validMinutes },
      data.url,
    ),
  'patient-invitation': (locale, data) =>
    textMail(locale, 'patientInvitation', { name: data.name, expiresAt: data.expiresAt }, data.url),
  'patient-questionnaire': (locale, data) =>
    textMail(locale, 'patientQuestionnaire', { name: data.name, expiresAt: data.expiresAt }, data.url),
  'subscription-renewal': (locale, data) => textMail(locale, 'subscriptionRenewal', { ...data }),
  'payment-link': (locale, data) => paymentLinkMail(locale, 'paymentLink', data),
  'payment-reminder': (locale, data) => paymentLinkMail(locale, 'paymentReminder', data),
  'order-payment-reminder': (locale, data) => paymentLinkMail(locale, 'orderPaymentReminder', data),
  'payment-link-expired': (locale, { url, ...values }) => textMail(locale, 'paymentLinkExpired', values, url),
  'payment-charged-back': (locale, { url, ...values }) => textMail(locale, 'paymentChargedBack', values, url),
  'order-shipped': orderShippedMail,
  'invoice-issued': (locale, data) => textMail(locale, 'invoiceIssued', { ...data }),
  'storno-issued': (locale, data) =>
    textMail(locale, 'stornoIssued', { ...data, invoiceNumber: data.invoiceNumber ?? '' }),
  'credit-note-issued': (locale, data) => textMail(locale, 'creditNoteIssued', { ...data }),
  'blood-upload-received': (locale, data) =>
    textMail(
      locale,
      'bloodUploadReceived',
      {
        practice: data.practice,
        patient: data.patient,
        contentType: fileTypeLabel(data.contentType),
        size: formatFileSize(data.size, locale),
      },
      data.url,
    ),
  'blood-upload-processed': (locale, data) =>
    textMail(
      locale,
      'bloodUploadProcessed',
      { name: data.name, patient: data.patient, uploadedAt: data.uploadedAt },
      data.url,
    ),
  'blood-upload-rejected': (locale, data) =>
    textMail(
      locale,
      'bloodUploadRejected',
      { name: data.name, patient: data.patient, uploadedAt: data.uploadedAt, reason: data.reason },
      data.url,
    ),
};

const fileTypeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};
const fileTypeLabel = (contentType: string) => fileTypeLabels[contentType] ?? contentType;

/** '1,5 MB', '820 KB' in German; '1.5 MB' in English. */
export function formatFileSize(bytes: number, locale: MailLocale): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(Math.max(value, 0.1));
  return `${number} ${unit}`;
}

export function renderMail<T extends MailTemplateName>(
  template: T,
  locale: MailLocale,
  data: MailTemplates[T],
): RenderedMail {
  return renderers[template](locale, data);
}

export function isMailTemplate(name: string): name is MailTemplateName {
  return name in renderers;
}
