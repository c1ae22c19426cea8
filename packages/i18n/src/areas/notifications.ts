import { defineArea } from '../defineArea.js';

// The success toasts of the account spec, section 8.
export const notifications = defineArea({
  de: {
    emailChangeRequested: 'Ihre Anfrage wird bearbeitet',
    passwordChanged: 'Passwort erfolgreich geändert',
    personalDataUpdated: 'Persönliche Daten wurden erfolgreich aktualisiert',
    officeUpdated: 'Die Praxisinformationen wurden erfolgreich aktualisiert',
    specializationsUpdated: 'Spezialisierungen und Zertifizierungen wurden erfolgreich aktualisiert!',
    accountDeleted: 'Das Konto wurde erfolgreich gelöscht.',
    twoFactorActivated: 'Zwei-Faktor-Authentifizierung wurde aktiviert!',
    otpEmailSent: 'Ein neuer Code wurde an die hinterlegte E-Mail-Adresse geschickt!',
    recoveryCodesRegenerated: 'Die neuen Wiederherstellungs-Codes wurden erfolgreich generiert!',
    emailChanged: 'Ihre E-Mail-Adresse wurde erfolgreich geändert. Bitte melden Sie sich erneut an.',
    twoFactorDeactivated: 'Zwei-Faktor-Authentifizierung wurde deaktiviert.',
  },
  en: {
    emailChangeRequested: 'Your request is being processed',
    passwordChanged: 'Password changed successfully',
    personalDataUpdated: 'Personal data updated successfully',
    officeUpdated: 'The practice information was updated successfully',
    specializationsUpdated: 'Specializations and certifications updated successfully!',
    accountDeleted: 'The account was deleted successfully.',
    twoFactorActivated: 'Two-factor authentication has been activated!',
    otpEmailSent: 'A new code has been sent to your e-mail address!',
    recoveryCodesRegenerated: 'The new recovery codes were generated successfully!',
    emailChanged: 'Your e-mail address was changed successfully. Please log in again.',
    twoFactorDeactivated: 'Two-factor authentication has been deactivated.',
  },
});
