import { type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface PatientAccountCreatedMailData {
  name: string;
  /** The patient's portal username (their guid): they need it to log in. */
  username: string;
  /** The patient portal's login page. */
  url: string;
}

const texts: Record<
  MailLocale,
  (data: PatientAccountCreatedMailData) => {
    subject: string;
    heading: string;
    paragraphs: string[];
    label: string;
  }
> = {
  de: ({ name, username }) => ({
    subject: 'Ihr Konto im Patientenportal',
    heading: 'Willkommen im Patientenportal',
    paragraphs: [
      `Guten Tag ${name},`,
      'Ihr Konto im Patientenportal wurde erfolgreich erstellt.',
      `Ihr Benutzername lautet: ${username}`,
      'Bitte bewahren Sie diese E-Mail auf. Wenn Sie kein Konto erstellt haben, wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.',
    ],
    label: 'Zum Login',
  }),
  en: ({ name, username }) => ({
    subject: 'Your patient portal account',
    heading: 'Welcome to the patient portal',
    paragraphs: [
      `Dear ${name},`,
      'your patient portal account has been created.',
      `Your username is: ${username}`,
      'Please keep this e-mail. If you did not create an account, please contact your doctor.',
    ],
    label: 'Log in',
  }),
};

export function patientAccountCreatedMail(
  locale: MailLocale,
  data: PatientAccountCreatedMailData,
): RenderedMail {
  const { label, ...content } = texts[locale](data);
  return renderLayout(locale, { ...content, action: { label, url: data.url } });
}
