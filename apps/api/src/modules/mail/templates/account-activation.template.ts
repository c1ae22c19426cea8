import { type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface AccountActivationMailData {
  name: string;
  url: string;
}

const texts: Record<
  MailLocale,
  (name: string) => { subject: string; heading: string; paragraphs: string[]; label: string }
> = {
  de: (name) => ({
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    heading: 'Willkommen im Vitalis Portal',
    paragraphs: [
      `Guten Tag ${name},`,
      'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    ],
    label: 'Konto aktivieren',
  }),
  en: (name) => ({
    subject: 'Please confirm your e-mail address',
    heading: 'Welcome to the Vitalis Portal',
    paragraphs: [
      `Dear ${name},`,
      'thank you for registering. Please confirm your e-mail address to activate your account.',
      'If you did not register, you can ignore this e-mail.',
    ],
    label: 'Activate account',
  }),
};

export function accountActivationMail(locale: MailLocale, data: AccountActivationMailData): RenderedMail {
  const { label, ...content } = texts[locale](data.name);
  return renderLayout(locale, { ...content, action: { label, url: data.url } });
}
