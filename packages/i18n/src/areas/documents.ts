import { defineArea } from '../defineArea.js';

// Every printed document (PDF) the API renders, in the owner's language.
export const documents = defineArea({
  de: {
    brand: 'Vitalis Portal',
    recoveryCodes: {
      title: 'Wiederherstellungs-Codes',
      name: 'Name',
      email: 'E-Mail',
      date: 'Erstellt am',
      explanation: {
        use: 'Mit diesen Codes melden Sie sich an, wenn Sie keinen Zugriff auf Ihre Authenticator-App haben. Jeder Code kann nur einmal verwendet werden.',
        keep: 'Bewahren Sie dieses Dokument sicher auf, zum Beispiel in einem Passwort-Manager oder ausgedruckt an einem verschlossenen Ort, und geben Sie die Codes niemandem weiter.',
      },
      footer:
        'Sobald Sie neue Codes erzeugen, werden diese Codes ungültig. Dieses Dokument wurde nicht auf dem Server gespeichert.',
    },
  },
  en: {
    brand: 'Vitalis Portal',
    recoveryCodes: {
      title: 'Recovery codes',
      name: 'Name',
      email: 'E-mail',
      date: 'Created on',
      explanation: {
        use: 'Use these codes to sign in when you cannot access your authenticator app. Each code can be used only once.',
        keep: 'Keep this document safe, for example in a password manager or printed in a locked place, and never share the codes with anyone.',
      },
      footer:
        'Generating new codes makes these codes invalid. This document has not been kept on the server.',
    },
  },
});
