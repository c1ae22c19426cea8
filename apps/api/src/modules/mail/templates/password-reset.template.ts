import { type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface PasswordResetMailData {
  name: string;
  url: string;
  validMinutes: number;
}

const texts: Record<
  MailLocale,
  (data: PasswordResetMailData) => { subject: string; heading: string; paragraphs: string[]; label: string }
> = {
  de: ({ name, validMinutes }) => ({
    subject: 'Passwort zurücksetzen',
    heading: 'Passwort zurücksetzen',
    paragraphs: [
      `Guten Tag ${name},`,
      'Sie erhalten diese E-Mail, weil für Ihr Konto das Zurücksetzen des Passworts angefordert wurde.',
      `Der Link ist ${validMinutes} Minuten gültig. Wenn Sie das nicht angefordert haben, ist nichts weiter zu tun.`,
    ],
    label: 'Neues Passwort festlegen',
  }),
  en: ({ name, validMinutes }) => ({
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      `Dear ${name},`,
      'you are receiving this e-mail because a password reset was requested for your account.',
      `The link is valid for ${validMinutes} minutes. If you did not request it, no further action is required.`,
    ],
    label: 'Set a new password',
  }),
};

export function passwordResetMail(locale: MailLocale, data: PasswordResetMailData): RenderedMail {
  const { label, ...content } = texts[locale](data);
  return renderLayout(locale, { ...content, action: { label, url: data.url } });
}
