import { defineArea } from '../defineArea.js';

// The error catalogue. Each group is an area of the API and each key one of its failure codes
// (`<area>.<code>`, sent in the error's `extensions.reason`); the web shows the text of the code in the
// user's language. The message on the wire is the German text unless the spec's client expects another
// string there (the API's `<area>.errors.ts` says which). The ungrouped keys are the web's own.
export const errors = defineArea({
  de: {
    somethingWentWrong: 'Etwas ist schief gelaufen! Bitte versuchen Sie es später noch einmal!',
    oops: 'Ups! {{message}}',
    common: {
      unauthenticated: 'Ihre Sitzung ist nicht mehr aktiv! Bitte versuchen Sie es erneut!',
      csrfMismatch: 'Ihre Sitzung ist nicht mehr aktiv! Bitte versuchen Sie es erneut!',
      forbidden: 'Diese Aktion ist nicht autorisiert.',
      validationFailed: 'Bitte überprüfen Sie Ihre Eingaben.',
      notFound: 'Dieser Eintrag wurde nicht gefunden.',
      tooManyAttempts: 'Zu viele Anfragen.',
      writeAccessRequired: 'Das Portal wird gerade gewartet. Änderungen sind vorübergehend nicht möglich.',
      handledByAdmin:
        'Ihr Konto wird gerade von unserem Service-Team bearbeitet. Änderungen sind vorübergehend nicht möglich.',
      invalidSignature: 'Dieser Link ist ungültig oder abgelaufen.',
    },
    sessions: {
      credentialsMismatch: 'Ups! Diese Zugangsdaten sind leider falsch. Bitte versuchen Sie es erneut!',
      passwordIncorrect: 'Das angegebene Passwort war falsch.',
      passwordConfirmationRequired: 'Bitte bestätigen Sie zuerst Ihr Passwort.',
      twoFactorRequired: 'Bitte richten Sie zuerst die Zwei-Faktor-Authentifizierung ein.',
    },
    twoFactor: {
      invalidCode: 'Der Code ist leider falsch oder bereits abgelaufen.',
      noSkipsLeft: 'Sie können die Einrichtung nicht mehr überspringen.',
      otpEmailDisabled: 'Codes per E-Mail sind nicht aktiviert.',
      otpEmailDisabledForAccount: 'Codes per E-Mail sind für dieses Konto nicht aktiviert.',
    },
    account: {
      wrongCurrentPassword: 'Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.',
      passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
      unknownPartnershipModel: 'Unbekanntes Partnerschaftsmodell.',
      partnershipModelNeedsActiveDoctor:
        'Das Partnerschaftsmodell kann nur bei aktiven Therapeut/-innen geändert werden.',
      hasLinkedData:
        'Ihr Konto kann nicht gelöscht werden, solange Patienten, Aufträge oder aktive Abonnements damit verknüpft sind.',
      newEmailTaken: 'E-Mail existiert bereits!',
    },
    registration: {
      codeInvalid: 'Der Registrierungscode ist ungültig oder abgelaufen.',
      registrationTokenInvalid:
        'Ihre Registrierung ist abgelaufen. Bitte geben Sie den Registrierungscode erneut ein.',
      emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
      alreadyActivated: 'Konto bereits aktiviert',
    },
    passwordReset: {
      alreadySent: 'Passwort bereits gesendet!',
      tokenInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    },
    patients: {
      duplicate: 'Dieser Patient existiert bereits im System.',
      hasLinkedData:
        'Die Patientin bzw. der Patient kann nicht endgültig gelöscht werden, solange Aufträge oder Ergebnisse damit verknüpft sind.',
      beingProcessed: 'Die Patientendaten werden gerade verarbeitet. Bitte versuchen Sie es in Kürze erneut.',
      practiceRequired: 'Ups! Der aktuelle Nutzer muss mit einer Praxis verknüpft sein.',
    },
    patientAccounts: {
      birthDateMismatch: 'Das Geburtsdatum stimmt nicht mit unseren Daten überein.',
      accountExists: 'Für diesen Patienten existiert bereits ein Konto.',
    },
    documents: {
      failed: 'Das Dokument konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
      notReady: 'Das Dokument ist noch nicht fertig. Bitte versuchen Sie es gleich noch einmal.',
    },
  },
  en: {
    somethingWentWrong: 'Something went wrong! Please try again later!',
    oops: 'Oops! {{message}}',
    common: {
      unauthenticated: 'Your session has become inactive! Please try again!',
      csrfMismatch: 'Your session has become inactive! Please try again!',
      forbidden: 'This action is unauthorized.',
      validationFailed: 'Please check your entries.',
      notFound: 'This record was not found.',
      tooManyAttempts: 'Too many requests.',
      writeAccessRequired: 'The portal is under maintenance. Changes are not possible for the moment.',
      handledByAdmin: 'Our service team is working on your account. Changes are not possible for the moment.',
      invalidSignature: 'This link is invalid or has expired.',
    },
    sessions: {
      credentialsMismatch: 'Oops! These credentials are incorrect. Please try again!',
      passwordIncorrect: 'The provided password was incorrect.',
      passwordConfirmationRequired: 'Please confirm your password first.',
      twoFactorRequired: 'Please set up two-factor authentication first.',
    },
    twoFactor: {
      invalidCode: 'The code is wrong or has expired.',
      noSkipsLeft: 'You can no longer skip the set-up.',
      otpEmailDisabled: 'One-time codes by e-mail are not enabled.',
      otpEmailDisabledForAccount: 'One-time codes by e-mail are not enabled for this account.',
    },
    account: {
      wrongCurrentPassword: 'Validation failed - please enter the correct password.',
      passwordsDoNotMatch: 'The passwords do not match',
      unknownPartnershipModel: 'Unknown partnership model.',
      partnershipModelNeedsActiveDoctor: 'The partnership model can only be changed for active therapists.',
      hasLinkedData:
        'Your account cannot be deleted while patients, orders or active subscriptions are linked to it.',
      newEmailTaken: 'E-mail already exists!',
    },
    registration: {
      codeInvalid: 'The registration code is invalid or has expired.',
      registrationTokenInvalid: 'Your registration has expired. Please enter the registration code again.',
      emailTaken: 'This e-mail address is already registered.',
      alreadyActivated: 'Account already activated',
    },
    passwordReset: {
      alreadySent: 'Password already sent!',
      tokenInvalid: 'This password reset link is invalid or has expired.',
    },
    patients: {
      duplicate: 'This patient already exists in the system.',
      hasLinkedData: 'The patient cannot be deleted for good while orders or results are linked to them.',
      beingProcessed: 'The patient data is being processed. Please try again shortly.',
      practiceRequired: 'Oops! The current user must be linked to a practice.',
    },
    patientAccounts: {
      birthDateMismatch: 'The date of birth does not match our records.',
      accountExists: 'An account already exists for this patient.',
    },
    documents: {
      failed: 'The document could not be created. Please try again later.',
      notReady: 'The document is not ready yet. Please try again in a moment.',
    },
  },
});
