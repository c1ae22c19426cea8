import { type MailLocale, type RenderedMail, renderLayout } from './layout.js';

export interface OneTimeCodeMailData {
  code: string;
}

const texts: Record<MailLocale, { subject: string; heading: string; body: (code: string) => string[] }> = {
  de: {
    subject: 'Ihr Anmeldecode',
    heading: 'Ihr Code für die Zwei-Faktor-Authentifizierung',
    body: (code) => [
      `Ihr Code lautet: ${code}`,
      'Der Code ist 10 Minuten gültig. Wenn Sie sich nicht gerade anmelden, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort.',
    ],
  },
  en: {
    subject: 'Your sign-in code',
    heading: 'Your two-factor authentication code',
    body: (code) => [
      `Your code is: ${code}`,
      'The code is valid for 10 minutes. If you are not signing in right now, ignore this e-mail and change your password.',
    ],
  },
};

export function oneTimeCodeMail(locale: MailLocale, data: OneTimeCodeMailData): RenderedMail {
  const text = texts[locale];
  return renderLayout(locale, {
    subject: text.subject,
    heading: text.heading,
    paragraphs: text.body(data.code),
  });
}
