import { type AccountActivationMailData, accountActivationMail } from './account-activation.template.js';
import { type EmailChangeMailData, emailChangeMail } from './email-change.template.js';
import type { MailLocale, RenderedMail } from './layout.js';
import { type NotificationMailData, notificationMail } from './notification.template.js';
import { type OneTimeCodeMailData, oneTimeCodeMail } from './one-time-code.template.js';
import { type PasswordResetMailData, passwordResetMail } from './password-reset.template.js';
import {
  type PatientAccountCreatedMailData,
  patientAccountCreatedMail,
} from './patient-account-created.template.js';
import {
  type PatientPasswordResetMailData,
  patientPasswordResetMail,
} from './patient-password-reset.template.js';

export type { MailLocale, RenderedMail } from './layout.js';

// Template name → the data it needs. Each area adds its mails here.
export interface MailTemplates {
  notification: NotificationMailData;
  'one-time-code': OneTimeCodeMailData;
  'account-activation': AccountActivationMailData;
  'password-reset': PasswordResetMailData;
  'email-change': EmailChangeMailData;
  'patient-account-created': PatientAccountCreatedMailData;
  'patient-password-reset': PatientPasswordResetMailData;
}

export type MailTemplateName = keyof MailTemplates;

const renderers: { [T in MailTemplateName]: (locale: MailLocale, data: MailTemplates[T]) => RenderedMail } = {
  notification: notificationMail,
  'one-time-code': oneTimeCodeMail,
  'account-activation': accountActivationMail,
  'password-reset': passwordResetMail,
  'email-change': emailChangeMail,
  'patient-account-created': patientAccountCreatedMail,
  'patient-password-reset': patientPasswordResetMail,
};

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
