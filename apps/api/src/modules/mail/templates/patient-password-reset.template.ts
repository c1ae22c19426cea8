import { type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface PatientPasswordResetMailData {
  name: string;
  /** The patient's portal username (their guid). */
  username: string;
  url: string;
  validMinutes: number;
}

const texts: Record<
  MailLocale,
  (data: PatientPasswordResetMailData) => {
    subject: string;
    heading: string;
    paragraphs: string[];
    label: string;
  }
> = {
  de: ({ name, username, validMinutes }) => ({
    subject: 'Passwort für das Patientenportal zurücksetzen',
    heading: 'Passwort zurücksetzen',
    paragraphs: [
      `Guten Tag ${name},`,
      `Sie erhalten diese E-Mail, weil für Ihr Konto im Patientenportal (Benutzername: ${username}) das Zurücksetzen des Passworts angefordert wurde.`,
      `Der Link ist ${validMinutes} Minuten gültig. Wenn Sie das nicht angefordert haben, ist nichts weiter zu tun.`,
    ],
    label: 'Neues Passwort festlegen',
  }),
  en: ({ name, username, validMinutes }) => ({
    subject: 'Reset your patient portal password',
    heading: 'Reset your password',
    paragraphs: [
      `Dear ${name},`,
      `you are receiving this e-mail because a password reset was requested for your patient portal account (username: ${username}).`,
      `The link is valid for ${validMinutes} minutes. If you did not request it, no further action is required.`,
    ],
    label: 'Set a new password',
  }),
};

export function patientPasswordResetMail(
  locale: MailLocale,
  data: PatientPasswordResetMailData,
): RenderedMail {
  const { label, ...content } = texts[locale](data);
  return renderLayout(locale, { ...content, action: { label, url: data.url } });
}
