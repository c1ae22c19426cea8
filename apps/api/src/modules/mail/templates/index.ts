import type { MailLocale, RenderedMail } from './layout.js';
import { type NotificationMailData, notificationMail } from './notification.template.js';
import { type OneTimeCodeMailData, oneTimeCodeMail } from './one-time-code.template.js';

export type { MailLocale, RenderedMail } from './layout.js';

// Template name → the data it needs. Each area adds its mails here.
export interface MailTemplates {
  notification: NotificationMailData;
  'one-time-code': OneTimeCodeMailData;
}

export type MailTemplateName = keyof MailTemplates;

const renderers: { [T in MailTemplateName]: (locale: MailLocale, data: MailTemplates[T]) => RenderedMail } = {
  notification: notificationMail,
  'one-time-code': oneTimeCodeMail,
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
