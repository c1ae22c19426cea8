import { defineArea } from '../defineArea.js';

// The questionnaire link on the main site (patients open it from a mail, often on a phone) and the doctor's
// send action. The height and weight bounds' messages are the API's (errors.questionnaireLinks).
export const questionnaireLink = defineArea({
  de: {
    login: {
      title: 'Ihr Lebensstil-Fragebogen',
      intro:
        'Ihre Praxis bittet Sie, einige Fragen zu Ihrem Lebensstil zu beantworten. Ihre Antworten helfen Ihrer Ärztin bzw. Ihrem Arzt, die Empfehlung für Ihre Nährstoffversorgung auf Sie abzustimmen.',
      birthDateIntro: 'Zu Ihrem Schutz bestätigen Sie bitte zuerst Ihr Geburtsdatum.',
      birthDate: 'Geburtsdatum',
      birthDatePlaceholder: 'TT.MM.JJJJ',
      submit: 'Weiter zum Fragebogen',
      invalidLink:
        'Dieser Link ist unvollständig. Bitte öffnen Sie den Link direkt aus der E-Mail Ihrer Praxis oder kopieren Sie ihn vollständig in die Adresszeile Ihres Browsers.',
      failed: 'Das Geburtsdatum konnte nicht bestätigt werden.',
      failedInline:
        'Bitte prüfen Sie das eingegebene Geburtsdatum. Wenn es stimmt und es trotzdem nicht klappt, helfen wir Ihnen gern weiter.',
      tooManyAttemptsHint: 'Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
      errors: {
        format: 'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ oder TT-MM-JJJJ ein.',
        beforeMinimum: 'Das Geburtsdatum darf nicht vor dem 01.01.1900 liegen.',
        inFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
      },
    },
    expired: {
      title: 'Dieser Link ist nicht mehr gültig',
      description:
        'Der Link ist abgelaufen, wurde durch einen neueren ersetzt oder der Fragebogen wurde damit bereits gesendet. Bitte bitten Sie Ihre Praxis, Ihnen einen neuen Link zu senden.',
    },
    openLinkAgain: {
      title: 'Bitte öffnen Sie den Link erneut',
      description:
        'Um den Fragebogen auszufüllen, öffnen Sie bitte den Link aus der E-Mail Ihrer Praxis erneut und bestätigen Sie Ihr Geburtsdatum.',
    },
    fill: {
      title: 'Lebensstil-Fragebogen',
      greeting:
        'Hallo {{firstName}}, bitte beantworten Sie die folgenden Fragen so gut Sie können. Fragen, die Sie nicht beantworten möchten, können Sie auslassen.',
      height: 'Größe (cm)',
      weight: 'Gewicht (kg)',
      heightNumber: 'Bitte geben Sie Ihre Größe in ganzen Zentimetern ein.',
      weightNumber: 'Bitte geben Sie Ihr Gewicht in Kilogramm ein, z. B. 68,5.',
      progress: 'Schritt {{step}} von {{steps}}',
      // One step per topic; the topics group the seed's questions (docs/decisions/questionnaire-links.md).
      sections: {
        body: 'Größe und Gewicht',
        more: 'Fragen zu Ihrem Lebensstil',
        goals: 'Ihre Ziele',
        skin: 'Haut, Haare und Nägel',
        diet: 'Ernährung',
        drinks: 'Getränke und Unverträglichkeiten',
        activity: 'Bewegung',
        sleepStress: 'Schlaf und Stress',
        smokingAlcohol: 'Rauchen und Alkohol',
        medication: 'Medikamente und Nahrungsergänzung',
        complaints: 'Beschwerden und Erkrankungen',
        women: 'Schwangerschaft, Periode und Wechseljahre',
        review: 'Ihre Angaben prüfen und senden',
      },
      oneAnswer: 'Eine Antwort möglich.',
      severalAnswers: 'Mehrere Antworten möglich.',
      reviewIntro:
        'Bitte prüfen Sie Ihre Angaben. Mit „Ändern“ kommen Sie zum jeweiligen Schritt zurück; Ihre Antworten bleiben dabei erhalten.',
      notAnswered: 'Keine Angabe',
      change: 'Ändern',
      changeSection: '{{section}} ändern',
      back: 'Zurück',
      next: 'Weiter',
      submit: 'Fragebogen senden',
      submitHint:
        'Mit dem Senden gehen Ihre Antworten an Ihre Praxis. Danach kann dieser Link nicht mehr verwendet werden.',
      loadFailed: 'Der Fragebogen konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      saveFailed: 'Ihre Antworten konnten nicht gesendet werden. Bitte versuchen Sie es erneut.',
    },
    unavailable: {
      title: 'Fragebogen bereits gesendet',
      description:
        'Sie haben diesen Fragebogen bereits ausgefüllt und gesendet. Wenn Sie etwas ändern möchten, wenden Sie sich bitte an Ihre Ärztin bzw. Ihren Arzt.',
    },
    success: {
      title: 'Vielen Dank!',
      description:
        'Ihre Antworten wurden an Ihre Praxis übermittelt. Sie müssen nichts weiter tun und können dieses Fenster jetzt schließen.',
    },
    doctor: {
      send: 'Fragebogen-Link senden',
      confirmTitle: 'Fragebogen-Link senden',
      confirmText:
        'Der Patient erhält eine E-Mail an {{email}} mit einem Link zum Lebensstil-Fragebogen. Ein früher gesendeter Link wird damit ungültig.',
      cancel: 'Abbrechen',
      confirm: 'Link senden',
      sent: 'Der Fragebogen-Link wurde an {{email}} gesendet.',
      state: {
        none: 'Noch kein Fragebogen-Link gesendet.',
        open: 'Fragebogen-Link gesendet am {{sentAt}}, gültig bis {{expiresAt}}.',
        expired: 'Fragebogen-Link gesendet am {{sentAt}}, abgelaufen am {{expiresAt}}.',
        submitted: 'Fragebogen über den Link ausgefüllt am {{submittedAt}} (gesendet am {{sentAt}}).',
      },
    },
  },
  en: {
    login: {
      title: 'Your lifestyle questionnaire',
      intro:
        'Your practice asks you to answer a few questions about your lifestyle. Your answers help your doctor tailor the recommendation for your nutrient supply to you.',
      birthDateIntro: 'For your protection, please confirm your date of birth first.',
      birthDate: 'Date of birth',
      birthDatePlaceholder: 'DD.MM.YYYY',
      submit: 'Continue to the questionnaire',
      invalidLink:
        "This link is incomplete. Please open the link straight from your practice's e-mail or copy all of it into your browser's address bar.",
      failed: 'The date of birth could not be confirmed.',
      failedInline:
        'Please check the date of birth you entered. If it is right and it still does not work, we are glad to help.',
      tooManyAttemptsHint: 'Please wait a minute and then try again.',
      errors: {
        format: 'Please enter your date of birth as DD.MM.YYYY or DD-MM-YYYY.',
        beforeMinimum: 'The date of birth cannot be before 01.01.1900.',
        inFuture: 'The date of birth cannot be in the future.',
      },
    },
    expired: {
      title: 'This link is no longer valid',
      description:
        'The link has expired, was replaced by a newer one, or the questionnaire was already sent with it. Please ask your practice to send you a new link.',
    },
    openLinkAgain: {
      title: 'Please open the link again',
      description:
        "To fill in the questionnaire, please open the link from your practice's e-mail again and confirm your date of birth.",
    },
    fill: {
      title: 'Lifestyle questionnaire',
      greeting:
        'Hello {{firstName}}, please answer the following questions as well as you can. You may skip questions you would rather not answer.',
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      heightNumber: 'Please enter your height in whole centimetres.',
      weightNumber: 'Please enter your weight in kilograms, e.g. 68.5.',
      progress: 'Step {{step}} of {{steps}}',
      sections: {
        body: 'Height and weight',
        more: 'Questions about your lifestyle',
        goals: 'Your goals',
        skin: 'Skin, hair and nails',
        diet: 'Diet',
        drinks: 'Drinks and intolerances',
        activity: 'Exercise',
        sleepStress: 'Sleep and stress',
        smokingAlcohol: 'Smoking and alcohol',
        medication: 'Medicines and supplements',
        complaints: 'Complaints and conditions',
        women: 'Pregnancy, period and menopause',
        review: 'Check and send your answers',
      },
      oneAnswer: 'One answer.',
      severalAnswers: 'Several answers possible.',
      reviewIntro: 'Please check your answers. "Change" takes you back to that step; your answers are kept.',
      notAnswered: 'Not answered',
      change: 'Change',
      changeSection: 'Change {{section}}',
      back: 'Back',
      next: 'Next',
      submit: 'Send questionnaire',
      submitHint:
        'Sending passes your answers on to your practice. After that, this link can no longer be used.',
      loadFailed: 'The questionnaire could not be loaded.',
      retry: 'Try again',
      saveFailed: 'Your answers could not be sent. Please try again.',
    },
    unavailable: {
      title: 'Questionnaire already sent',
      description:
        'You have already filled in and sent this questionnaire. If you would like to change something, please contact your doctor.',
    },
    success: {
      title: 'Thank you!',
      description:
        'Your answers have been passed on to your practice. There is nothing else to do, and you can close this window now.',
    },
    doctor: {
      send: 'Send questionnaire link',
      confirmTitle: 'Send questionnaire link',
      confirmText:
        'The patient receives an e-mail to {{email}} with a link to the lifestyle questionnaire. A link sent earlier stops working.',
      cancel: 'Cancel',
      confirm: 'Send link',
      sent: 'The questionnaire link was sent to {{email}}.',
      state: {
        none: 'No questionnaire link sent yet.',
        open: 'Questionnaire link sent on {{sentAt}}, valid until {{expiresAt}}.',
        expired: 'Questionnaire link sent on {{sentAt}}, expired on {{expiresAt}}.',
        submitted: 'Questionnaire filled in through the link on {{submittedAt}} (sent on {{sentAt}}).',
      },
    },
  },
});
