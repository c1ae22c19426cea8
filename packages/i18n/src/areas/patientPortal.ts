import { defineArea } from '../defineArea.js';

// The patient portal under /patient (account spec, sections 2-8; admin and patient portal spec, "Patient portal
// routes"). Patients are lay people: every text says plainly what happened and what to do next.
export const patientPortal = defineArea({
  de: {
    home: {
      greeting: 'Guten Tag, {{name}}',
      loadFailed: 'Ihre Übersicht konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
      openTitle: 'Zu erledigen',
      nothingOpen: 'Im Moment ist nichts zu erledigen.',
      paymentTitle: 'Auftrag {{number}} bezahlen',
      paymentText: 'Offener Betrag: {{amount}}. Sie bezahlen auf unserer sicheren Zahlungsseite.',
      paymentAction: 'Jetzt bezahlen',
      questionnaireTitle: 'Fragebogen zum Lebensstil',
      questionnaireText:
        'Ihre Praxis bittet Sie, den Fragebogen auszufüllen. Der Link gilt bis {{date}}; zum Öffnen brauchen Sie Ihr Geburtsdatum.',
      questionnaireAction: 'Fragebogen ausfüllen',
      resultTitle: 'Neuestes Ergebnis',
      noResult: 'Ihre Praxis hat noch keine Ergebnisse für Sie freigegeben.',
      resultText: '{{report}}, freigegeben am {{date}}',
      resultAction: 'Ergebnis ansehen',
      planTitle: 'Ihr Nährstoffplan',
      planAction: 'Zum Plan',
    },
    reportKinds: {
      blood: 'Blutanalyse',
      dna: 'DNA-Analyse',
      medication: 'Medikamenten-Analyse',
      micronutrients: 'Mikronährstoffe',
    },
    navigation: {
      label: 'Patientenportal',
      home: 'Übersicht',
      results: 'Ergebnisse',
      orders: 'Aufträge und Rechnungen',
      plan: 'Mein Plan',
      account: 'Konto und Daten',
    },
    header: {
      logout: 'Abmelden',
      language: 'Sprache',
    },
    loginName: 'E-Mail-Adresse oder Benutzername',
    loginNameHelp:
      'Die E-Mail-Adresse, an die Ihre Einladung ging. Verwenden mehrere Konten dieselbe Adresse, geben Sie den Benutzernamen aus Ihrer Willkommens-E-Mail ein.',
    username: 'Benutzername',
    usernameHelp:
      'Ihren Benutzernamen finden Sie in der E-Mail, mit der Sie Ihr Konto erstellt haben. Wenn nur ein Konto Ihre E-Mail-Adresse verwendet, können Sie auch die E-Mail-Adresse eingeben.',
    login: {
      title: 'Login als Patient/-in',
      submit: 'Anmelden',
      forgotPassword: 'Passwort vergessen?',
      doctorLogin: 'Sie sind Ärztin, Arzt oder Therapeut/-in? Zum Login für Fachpersonal',
      failedTitle: 'Die Anmeldung hat nicht geklappt',
      failedText:
        'Bitte prüfen Sie Benutzername und Passwort. Wenn Sie Ihr Passwort vergessen haben, können Sie es zurücksetzen. Kommen Sie trotzdem nicht weiter, helfen wir Ihnen gerne.',
      tooManyText: 'Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    },
    register: {
      title: 'Konto im Patientenportal erstellen',
      greeting: 'Hallo {{name}},',
      steps: {
        verify: 'Verifizierung',
        account: 'Account erstellen',
      },
      verifyIntro:
        'Damit wir sicher sein können, dass Sie diese Einladung erhalten haben, geben Sie bitte Ihr Geburtsdatum ein.',
      birthDate: 'Geburtsdatum',
      birthDateHelp: 'Zum Beispiel 21.03.1984',
      next: 'Weiter',
      back: 'Zurück',
      accountIntro: 'Legen Sie jetzt ein Passwort für Ihr Konto fest.',
      password: 'Passwort',
      repeatPassword: 'Passwort wiederholen',
      consents: 'Einwilligungen',
      submit: 'Konto erstellen',
      underAge: 'Hinweis: Für Patient/-innen unter 18 Jahren berechnen wir keine Mikronährstoff-Empfehlung.',
      tooMany: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
      missingTitle: 'Der Link ist unvollständig',
      missingText:
        'Diesem Link fehlen Angaben ({{fields}}). Bitte öffnen Sie den Link direkt aus Ihrer Einladungs-E-Mail oder kopieren Sie ihn vollständig in die Adresszeile.',
      expiredTitle: 'Dieser Einladungslink ist abgelaufen',
      expiredText:
        'Der Link ist nicht mehr gültig oder wurde verändert. Bitte bitten Sie Ihre Praxis, Ihnen eine neue Einladung zu schicken. Der Link in der neuen E-Mail funktioniert dann wieder.',
      sessionExpired:
        'Die Zeit für diesen Schritt ist abgelaufen. Bitte geben Sie Ihr Geburtsdatum noch einmal ein.',
      accountExistsText:
        'Für Sie gibt es bereits ein Konto. Sie können sich direkt anmelden oder, falls Sie es vergessen haben, Ihr Passwort zurücksetzen.',
      notFoundText: 'Zu diesem Link gibt es keine Einladung mehr. Bitte wenden Sie sich an Ihre Praxis.',
      successTitle: 'Ihr Konto wurde erstellt',
      successEmail: 'Melden Sie sich ab jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
      successShared:
        'Ihre E-Mail-Adresse wird von mehreren Konten verwendet. Melden Sie sich deshalb bitte mit diesem Benutzernamen an:',
      successKeep:
        'Bitte bewahren Sie Ihren Benutzernamen gut auf: Sie brauchen ihn zum Anmelden. Wir haben ihn Ihnen zusätzlich per E-Mail geschickt.',
      toLogin: 'Zum Login',
    },
    resetPassword: {
      title: 'Passwort zurücksetzen',
      intro:
        'Geben Sie Ihren Benutzernamen und Ihre E-Mail-Adresse ein. Wir schicken Ihnen dann einen Link, mit dem Sie ein neues Passwort festlegen können.',
      submit: 'Link senden',
      backToLogin: 'Zurück zum Login',
    },
    account: {
      title: 'Mein Konto',
      name: 'Name',
      email: 'E-Mail-Adresse',
      practice: 'Praxis',
      noPractice: 'Keine Praxis zugeordnet',
      changePassword: 'Passwort ändern',
      deleteAccount: 'Konto löschen',
      loadFailed:
        'Ihre Kontodaten konnten nicht geladen werden. Bitte laden Sie die Seite neu oder melden Sie sich erneut an.',
      reload: 'Neu laden',
      cancel: 'Abbrechen',
      save: 'Speichern',
      next: 'Weiter',
      currentPassword: 'Aktuelles Passwort',
      newPassword: 'Neues Passwort',
      repeatPassword: 'Neues Passwort wiederholen',
      deleteEnterPassword: 'Bitte geben Sie zur Bestätigung Ihr Passwort ein.',
      deleteConfirm:
        'Wenn Sie Ihr Konto löschen, werden Ihr Login und Ihr Zugang zum Patientenportal entfernt. Sie können sich danach nicht mehr anmelden. Ihre medizinischen Daten bleiben bei Ihrer Praxis, die sie aufbewahren muss. Möchten Sie Ihr Konto wirklich löschen?',
      deleteSubmit: 'Konto endgültig löschen',
    },
  },
  en: {
    home: {
      greeting: 'Hello, {{name}}',
      loadFailed: 'Your overview could not be loaded. Please try again.',
      openTitle: 'To do',
      nothingOpen: 'There is nothing to do at the moment.',
      paymentTitle: 'Pay order {{number}}',
      paymentText: 'Amount due: {{amount}}. You pay on our secure payment page.',
      paymentAction: 'Pay now',
      questionnaireTitle: 'Lifestyle questionnaire',
      questionnaireText:
        'Your practice asks you to fill in the questionnaire. The link is valid until {{date}}; you need your date of birth to open it.',
      questionnaireAction: 'Fill in the questionnaire',
      resultTitle: 'Latest result',
      noResult: 'Your practice has not released any results to you yet.',
      resultText: '{{report}}, released on {{date}}',
      resultAction: 'View result',
      planTitle: 'Your nutrient plan',
      planAction: 'Go to the plan',
    },
    reportKinds: {
      blood: 'Blood analysis',
      dna: 'DNA analysis',
      medication: 'Medication analysis',
      micronutrients: 'Micronutrients',
    },
    navigation: {
      label: 'Patient portal',
      home: 'Overview',
      results: 'Results',
      orders: 'Orders and invoices',
      plan: 'My plan',
      account: 'Account and data',
    },
    header: {
      logout: 'Log out',
      language: 'Language',
    },
    loginName: 'E-mail address or username',
    loginNameHelp:
      'The e-mail address your invitation was sent to. If several accounts use the same address, enter the username from your welcome e-mail.',
    username: 'Username',
    usernameHelp:
      'You will find your username in the e-mail you received when you created your account. If only one account uses your e-mail address, you can enter the e-mail address instead.',
    login: {
      title: 'Patient login',
      submit: 'Log in',
      forgotPassword: 'Forgot your password?',
      doctorLogin: 'Are you a doctor or therapist? Go to the professional login',
      failedTitle: 'The login did not work',
      failedText:
        'Please check your username and password. If you have forgotten your password, you can reset it. If you are still stuck, we are happy to help.',
      tooManyText: 'Please wait a minute and then try again.',
    },
    register: {
      title: 'Create your patient portal account',
      greeting: 'Hello {{name}},',
      steps: {
        verify: 'Verification',
        account: 'Create account',
      },
      verifyIntro:
        'So that we can be sure it was you who received this invitation, please enter your date of birth.',
      birthDate: 'Date of birth',
      birthDateHelp: 'For example 21.03.1984',
      next: 'Next',
      back: 'Back',
      accountIntro: 'Now choose a password for your account.',
      password: 'Password',
      repeatPassword: 'Repeat password',
      consents: 'Consents',
      submit: 'Create account',
      underAge: 'Please note: we do not calculate a micronutrient recommendation for patients under 18.',
      tooMany: 'Too many requests. Please wait a minute and then try again.',
      missingTitle: 'The link is incomplete',
      missingText:
        'This link is missing some information ({{fields}}). Please open the link directly from your invitation e-mail or copy all of it into the address bar.',
      expiredTitle: 'This invitation link has expired',
      expiredText:
        'The link is no longer valid or has been changed. Please ask your practice to send you a new invitation. The link in the new e-mail will then work.',
      sessionExpired: 'The time for this step has run out. Please enter your date of birth again.',
      accountExistsText:
        'You already have an account. You can log in directly or, if you have forgotten it, reset your password.',
      notFoundText: 'There is no invitation for this link any more. Please contact your practice.',
      successTitle: 'Your account has been created',
      successEmail: 'From now on, log in with your e-mail address and your password.',
      successShared:
        'Your e-mail address is used by several accounts. Please log in with this username instead:',
      successKeep:
        'Please keep your username safe: you need it to log in. We have also sent it to you by e-mail.',
      toLogin: 'Go to login',
    },
    resetPassword: {
      title: 'Reset password',
      intro:
        'Enter your username and your e-mail address. We will then send you a link with which you can choose a new password.',
      submit: 'Send link',
      backToLogin: 'Back to login',
    },
    account: {
      title: 'My account',
      name: 'Name',
      email: 'E-mail address',
      practice: 'Practice',
      noPractice: 'No practice assigned',
      changePassword: 'Change password',
      deleteAccount: 'Delete account',
      loadFailed: 'Your account details could not be loaded. Please reload the page or log in again.',
      reload: 'Reload',
      cancel: 'Cancel',
      save: 'Save',
      next: 'Next',
      currentPassword: 'Current password',
      newPassword: 'New password',
      repeatPassword: 'Repeat new password',
      deleteEnterPassword: 'Please enter your password to confirm.',
      deleteConfirm:
        'If you delete your account, your login and your access to the patient portal are removed. You will no longer be able to log in. Your medical data stays with your practice, which has to keep it. Do you really want to delete your account?',
      deleteSubmit: 'Delete account for good',
    },
  },
});
