import { type MailAction, type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface NotificationMailData {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: MailAction;
  recipientName?: string;
}

const greeting: Record<MailLocale, (name?: string) => string> = {
  de: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
  en: (name) => (name ? `Dear ${name},` : 'Hello,'),
};

/** A free-form message from the service team (texts already in the recipient's language). */
export function notificationMail(locale: MailLocale, data: NotificationMailData): RenderedMail {
  return renderLayout(locale, {
    subject: data.subject,
    heading: data.heading,
    paragraphs: [greeting[locale](data.recipientName), ...data.paragraphs],
    action: data.action,
  });
}
