import { type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface EmailChangeMailData {
  name: string;
  url: string;
}

const texts: Record<
  MailLocale,
  (name: string) => { subject: string; heading: string; paragraphs: string[]; label: string }
> = {
  de: (name) => ({
    subject: 'Neue E-Mail-Adresse bestätigen',
    heading: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    paragraphs: [
      `Guten Tag ${name},`,
      'für Ihr Konto im Vitalis Portal wurde diese E-Mail-Adresse als neue Anmeldeadresse angegeben. Bitte bestätigen Sie die Änderung innerhalb von 60 Minuten.',
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihre bisherige Adresse bleibt gültig.',
    ],
    label: 'E-Mail-Adresse bestätigen',
  }),
  en: (name) => ({
    subject: 'Confirm your new e-mail address',
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `Dear ${name},`,
      'this address was entered as the new sign-in address of your Vitalis Portal account. Please confirm the change within 60 minutes.',
      'If this was not you, ignore this e-mail: your current address stays valid.',
    ],
    label: 'Confirm e-mail address',
  }),
};

export function emailChangeMail(locale: MailLocale, data: EmailChangeMailData): RenderedMail {
  const { label, ...content } = texts[locale](data.name);
  return renderLayout(locale, { ...content, action: { label, url: data.url } });
}
