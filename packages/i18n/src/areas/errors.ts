import { defineArea } from '../defineArea.js';

// The error catalogue of the account/session spec, section 8.
export const errors = defineArea({
  de: {
    sessionInactive: 'Ihre Sitzung ist nicht mehr aktiv! Bitte versuchen Sie es erneut!',
    tooManyRequests: 'Zu viele Anfragen.',
    somethingWentWrong: 'Etwas ist schief gelaufen! Bitte versuchen Sie es später noch einmal!',
    oops: 'Ups! {{message}}',
    wrongCredentials: 'Ups! Diese Zugangsdaten sind leider falsch. Bitte versuchen Sie es erneut!',
    unauthorizedAction: 'Diese Aktion ist nicht autorisiert.',
    accountAlreadyActivated: 'Konto bereits aktiviert',
    passwordAlreadySent: 'Passwort bereits gesendet!',
    emailExists: 'E-Mail existiert bereits!',
    wrongPassword: 'Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.',
    passwordIncorrect: 'Das angegebene Passwort war falsch.',
    accountHasLinkedData:
      'Ihr Konto kann nicht gelöscht werden, solange Patienten, Aufträge oder aktive Abonnements damit verknüpft sind.',
    patientExists: 'Dieser Patient existiert bereits im System.',
    patientHasLinkedData:
      'Die Patientin bzw. der Patient kann nicht endgültig gelöscht werden, solange Aufträge oder Ergebnisse damit verknüpft sind.',
    patientIsBeingProcessed:
      'Die Patientendaten werden gerade verarbeitet. Bitte versuchen Sie es in Kürze erneut.',
    patientBirthDateMismatch: 'Das Geburtsdatum stimmt nicht mit unseren Daten überein.',
    patientAccountExists: 'Für diesen Patienten existiert bereits ein Konto.',
  },
  en: {
    sessionInactive: 'Your session has become inactive! Please try again!',
    tooManyRequests: 'Too many requests.',
    somethingWentWrong: 'Something went wrong! Please try again later!',
    oops: 'Oops! {{message}}',
    wrongCredentials: 'Oops! These credentials are incorrect. Please try again!',
    unauthorizedAction: 'This action is unauthorized.',
    accountAlreadyActivated: 'Account already activated',
    passwordAlreadySent: 'Password already sent!',
    emailExists: 'E-mail already exists!',
    wrongPassword: 'Validation failed - please enter the correct password.',
    passwordIncorrect: 'The provided password was incorrect.',
    accountHasLinkedData:
      'Your account cannot be deleted while patients, orders or active subscriptions are linked to it.',
    patientExists: 'This patient already exists in the system.',
    patientHasLinkedData:
      'The patient cannot be deleted for good while orders or results are linked to them.',
    patientIsBeingProcessed: 'The patient data is being processed. Please try again shortly.',
    patientBirthDateMismatch: 'The date of birth does not match our records.',
    patientAccountExists: 'An account already exists for this patient.',
  },
});
