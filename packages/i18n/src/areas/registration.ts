import { defineArea } from '../defineArea.js';

// The doctor registration wizard (account spec, sections 2 and 4).
export const registration = defineArea({
  de: {
    title: 'Registrierung',
    steps: {
      personal: 'Persönliche Daten',
      office: 'Praxisdaten',
      additional: 'Zusätzliche Angaben',
      account: 'Account erstellen',
    },
    code: {
      title: 'Registrierungscode',
      intro: 'Bitte geben Sie den 4-stelligen Registrierungscode ein, den Sie von uns erhalten haben.',
      label: 'Registrierungscode',
      submit: 'Weiter',
    },
    officeNamePrefill: 'Praxis Dr. {{firstName}} {{lastName}}',
    additionalIntro: 'Diese Angaben sind freiwillig und helfen uns, Sie besser zu unterstützen.',
    consents: 'Einwilligungen',
    back: 'Zurück',
    next: 'Weiter',
    skip: 'Überspringen',
    submit: 'Account erstellen',
    alreadyRegistered: 'Bereits registriert?',
    successTitle: 'Fast geschafft!',
    successText:
      'Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link in der E-Mail, um Ihr Konto zu aktivieren.',
  },
  en: {
    title: 'Registration',
    steps: {
      personal: 'Personal data',
      office: 'Practice data',
      additional: 'Additional information',
      account: 'Create account',
    },
    code: {
      title: 'Registration code',
      intro: 'Please enter the 4-digit registration code you received from us.',
      label: 'Registration code',
      submit: 'Continue',
    },
    officeNamePrefill: 'Praxis Dr. {{firstName}} {{lastName}}',
    additionalIntro: 'This information is optional and helps us to support you better.',
    consents: 'Consents',
    back: 'Back',
    next: 'Next',
    skip: 'Skip',
    submit: 'Create account',
    alreadyRegistered: 'Already registered?',
    successTitle: 'Almost done!',
    successText:
      'We have sent you an e-mail. Please confirm your e-mail address with the link in the e-mail to activate your account.',
  },
});
