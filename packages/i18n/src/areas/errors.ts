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
      // The spec's error catalogue (account spec, section 8) quotes this English sentence for 401/419 in both
      // languages.
      unauthenticated: 'Your session has become inactive! Please try again!',
      csrfMismatch: 'Your session has become inactive! Please try again!',
      forbidden: 'Diese Aktion ist nicht autorisiert.',
      validationFailed: 'Bitte überprüfen Sie Ihre Eingaben.',
      notFound: 'Dieser Eintrag wurde nicht gefunden.',
      tooManyAttempts: 'Zu viele Anfragen.',
      writeAccessRequired: 'Das Portal wird gerade gewartet. Änderungen sind vorübergehend nicht möglich.',
      handledByAdmin:
        'Ihr Konto wird gerade von unserem Service-Team bearbeitet. Änderungen sind vorübergehend nicht möglich.',
      invalidSignature: 'Dieser Link ist ungültig oder abgelaufen.',
      serviceUnavailable:
        'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
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
      invitationDeleted:
        'Diese Einladung wurde zurückgezogen. Bitte wenden Sie sich an unser Team, wenn Sie eine neue Einladung benötigen.',
      invitationExpired:
        'Diese Einladung ist abgelaufen. Bitte wenden Sie sich an unser Team, damit wir Ihnen eine neue Einladung senden.',
      invitationSuperseded:
        'Dieser Einladungslink wurde durch einen neueren ersetzt. Bitte verwenden Sie den Link aus der letzten Einladungs-E-Mail.',
    },
    therapists: {
      alreadyActive: 'Die Therapeutin bzw. der Therapeut ist bereits aktiv.',
      alreadyInactive: 'Die Therapeutin bzw. der Therapeut ist bereits deaktiviert.',
      invitationPending:
        'Die Einladung wurde noch nicht angenommen. Senden Sie die Einladung erneut, statt das Konto zu aktivieren.',
      activeCannotBeDeleted:
        'Nur deaktivierte Konten können gelöscht werden. Bitte deaktivieren Sie das Konto zuerst.',
      hasLinkedData:
        'Das Konto kann nicht gelöscht werden, solange Patient/-innen oder Aufträge damit verknüpft sind.',
      notInvited: 'Für dieses Konto gibt es keine Einladung.',
      invitationAccepted: 'Die Einladung wurde bereits angenommen.',
      invitationAlreadyDeleted: 'Die Einladung wurde bereits gelöscht.',
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
      relocationDoctorRequired:
        'Bitte wählen Sie die Ärztin bzw. den Arzt, zu der bzw. dem der Patient verschoben wird.',
      relocationDoctorInactive:
        'Patient/-innen können nur zu aktiven Therapeut/-innen mit Praxis verschoben werden.',
      relocationSamePractice: 'Der Patient gehört bereits zur Praxis dieser Ärztin bzw. dieses Arztes.',
    },
    micronutrients: {
      practiceRequired: 'Die Mikronährstoffe sind nur für Ärztinnen und Ärzte einer Praxis sichtbar.',
    },
    uploads: {
      fileRequired: 'Bitte wählen Sie eine Datei aus.',
      tooManyFiles: 'Bitte laden Sie genau eine Datei hoch.',
      fileTooLarge: 'Die Datei ist zu groß (höchstens 10 MB).',
      fileEmpty: 'Die Datei ist leer.',
      fileTypeNotAllowed: 'Nur PDF, JPEG oder PNG können hochgeladen werden.',
      fileTypeMismatch:
        'Der Inhalt der Datei passt nicht zu ihrer Dateiendung. Bitte laden Sie die Originaldatei hoch.',
      fileIncomplete: 'Die Datei ist nicht vollständig angekommen. Bitte versuchen Sie es erneut.',
    },
    questionnaireLinks: {
      heightMin: 'Größe muss mindestens 50 cm betragen.',
      heightMax: 'Größe darf maximal 300 cm betragen.',
      weightMin: 'Gewicht muss mindestens 25 kg betragen.',
      weightMax: 'Gewicht darf maximal 500 kg betragen.',
    },
    patientData: {
      consentRequired:
        'Diese Einwilligung ist für das Patientenportal erforderlich und kann hier nicht einzeln widerrufen werden. Wenn Sie sie nicht mehr geben möchten, löschen Sie bitte Ihr Konto unter „Konto löschen“; Ihre Praxis hilft Ihnen bei Fragen weiter.',
      consentAlreadyWithdrawn: 'Diese Einwilligung haben Sie bereits widerrufen.',
      exportRunning:
        'Ihr Datenexport wird gerade vorbereitet. Bitte warten Sie, bis er fertig ist, bevor Sie einen neuen anfordern.',
      exportLimit:
        'Sie haben heute bereits 3 Datenexporte angefordert. Bitte versuchen Sie es morgen erneut; Ihr letzter Export steht weiter zum Herunterladen bereit.',
      exportExpired:
        'Dieser Datenexport ist abgelaufen und wurde gelöscht. Bitte fordern Sie einen neuen Datenexport an.',
      exportNotReady: 'Dieser Datenexport ist noch nicht fertig. Bitte warten Sie einen Moment.',
    },
    patientAccounts: {
      birthDateMismatch: 'Das Geburtsdatum stimmt nicht mit unseren Daten überein.',
      accountExists: 'Für diesen Patienten existiert bereits ein Konto.',
      noEmail:
        'Der Patient hat keine E-Mail-Adresse. Bitte tragen Sie zuerst eine in den Patientendaten ein.',
      notInPractice:
        'Der Patient ist keiner Praxis zugeordnet. Bitte verschieben Sie ihn zuerst zu einer Ärztin bzw. einem Arzt.',
    },
    shop: {
      discountInvalid: 'Ungültiger Rabattcode',
      discountNotForCart: 'Dieser Rabattcode gilt nur für Abo-Verlängerungen, nicht für neue Aufträge.',
      itemUnknown: 'Dieser Artikel ist nicht (mehr) im Shop erhältlich.',
      itemWrongType: 'Artikel und Artikeltyp passen nicht zusammen.',
      itemFemaleOnly: 'Diese Analyse ist nur für Patientinnen erhältlich.',
      itemNeedsPatient: 'Bitte wählen Sie zuerst eine Patientin bzw. einen Patienten aus.',
      itemOnlyOnce: 'Eine Analyse kann pro Auftrag nur einmal bestellt werden.',
      itemAdultsOnly:
        'DNA-Analysen sind nur für volljährige Patientinnen und Patienten (ab 18 Jahren) erhältlich.',
      tooManyItems: 'Ein Auftrag kann höchstens 50 Positionen enthalten.',
    },
    orders: {
      // Verbatim from the doctor spec's error catalogue, which gives it in English only.
      patientNotFound: 'Could not find the patient to assign the order to.',
      noPartnershipType:
        'Sie können keine Bestellungen aufgeben, da Ihre Partnerschaftsart nicht eingerichtet ist.',
      noItems: 'Bitte legen Sie mindestens einen Artikel in den Warenkorb.',
      deliveryAddressInvalid:
        'Lieferadresse ist ungültig! Bitte wählen Sie ein Land aus der Liste, in das geliefert werden soll.',
      confirmationRequired:
        'Bitte laden Sie die Auftragsbestätigung herunter und prüfen Sie sie, bevor Sie den Auftrag erteilen.',
      confirmationOutdated:
        'Der Auftrag hat sich seit dem Herunterladen der Auftragsbestätigung geändert. Bitte laden Sie die Auftragsbestätigung erneut herunter.',
      notDraft: 'Dieser Auftrag wurde bereits erteilt und kann nicht mehr geändert werden.',
      alreadyPlaced: 'Dieser Auftrag wurde bereits erteilt.',
      notCancelable:
        'Die Bestellung kann nicht mehr storniert werden, da sie bereits im Labor eingetroffen ist.',
      paidNotDeletable:
        'Ein bezahlter Auftrag kann nicht gelöscht werden. Bitte wenden Sie sich an unser Service-Team.',
      practiceRequired: 'Ups! Der aktuelle Nutzer muss mit einer Praxis verknüpft sein.',
    },
    bloodUploads: {
      alreadyHandled:
        'Diese Datei wurde bereits bearbeitet. Laden Sie die Warteschlange neu, um den aktuellen Stand zu sehen.',
      reasonLength: 'Bitte geben Sie einen Grund mit 3 bis 1000 Zeichen an.',
    },
    bloodAnalysis: {
      dateInvalid: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
      dateTooEarly: 'Das Datum darf nicht vor dem 01.01.1900 liegen.',
      dateInFuture: 'Das Datum darf nicht in der Zukunft liegen.',
      valuesRequired: 'Bitte geben Sie mindestens einen Wert ein.',
      valueFormat: 'Der Wert darf nur Ziffern und einen Punkt enthalten.',
      valueBetween: 'Ups! Das Feld {{name}} muss zwischen {{min}} und {{max}} {{unit}} liegen!',
      valueAbove: 'Ups! Das Feld {{name}} muss mehr als {{min}} {{unit}} liegen!',
      valueBelow: 'Ups! Das Feld {{name}} muss weniger als {{max}} {{unit}} liegen!',
      youngerDataExists: 'Für diesen Blutparameter existieren bereits jüngere Daten im System.',
      duplicateParameter: 'Dieser Blutparameter ist mehrfach angegeben.',
      noiNotDeletable: 'Werte aus einer Laboranalyse können nicht gelöscht werden.',
      noiNotEditable: 'Werte aus einer Laboranalyse können nicht geändert werden.',
    },
    samples: {
      barcodeNotUnique: 'Der Barcode ist nicht eindeutig',
      barcodeAlreadyUsed: 'Dieser Barcode wurde bereits benutzt',
      orderCanceled: 'Für einen stornierten Auftrag kann keine Probe registriert werden.',
      typeRequired: 'Bitte wählen Sie, ob Sie die Blut- oder die DNA-Probe registrieren.',
      typeNotOrdered: 'Dieser Auftrag enthält keine Probe dieser Art.',
      noSamples: 'Dieser Auftrag enthält keine Blut- oder DNA-Analyse.',
      alreadyRegistered: 'Diese Probe wurde bereits registriert.',
      notPlaced: 'Proben können erst nach dem Erteilen des Auftrags registriert werden.',
    },
    consultingFees: {
      notEditable:
        'Die Beratungsgebühr kann nicht mehr geändert werden, da sie ausbezahlt, storniert oder bereits in einer Gutschrift enthalten ist.',
      amountNegative: 'Der Betrag darf nicht negativ sein.',
      amountStep: 'Der Betrag darf höchstens zwei Nachkommastellen haben.',
      amountTooLarge: 'Der Betrag darf höchstens 100.000,00 € betragen.',
      consultationDateInvalid: 'Bitte geben Sie das Datum der Beratung an (TT.MM.JJJJ).',
      consultationDateInFuture: 'Das Datum der Beratung darf nicht in der Zukunft liegen.',
      consultationDateBeforeOrder: 'Die Beratung kann nicht vor der Bestellung stattgefunden haben.',
      consultationNoteTooLong: 'Die Notiz darf höchstens 1000 Zeichen lang sein.',
      consultationPracticeOnly: 'Nur die Praxis selbst kann ihre Beratung dokumentieren.',
      consultationNotPerConsultation:
        'Das Partnerschaftsmodell dieses Auftrags vergütet keine dokumentierte Beratung.',
      consultationNotPaid: 'Eine Beratung kann erst dokumentiert werden, wenn der Auftrag bezahlt ist.',
      consultationAlreadyDocumented: 'Die Beratung zu diesem Auftrag ist bereits dokumentiert.',
    },
    creditNotes: {
      doctorInactive: 'Eine Gutschrift kann nur für aktive Therapeut/-innen erstellt werden.',
      noOpenFees: 'Für diese/n Therapeut/-in gibt es keine offenen Beratungsgebühren für eine Gutschrift.',
      alreadyPaid: 'Diese Gutschrift wurde bereits als bezahlt markiert.',
      pdfNotReady: 'Die Gutschrift wird gerade erstellt. Bitte versuchen Sie es gleich noch einmal.',
      noTaxStatus:
        'Die Praxis hat ihren steuerlichen Status noch nicht angegeben. Eine Gutschrift ist erst danach möglich.',
      noAgreement:
        'Die Praxis hat der Vereinbarung über das Gutschriftverfahren noch nicht zugestimmt (§ 14 Abs. 2 Satz 2 UStG). Eine Gutschrift ist erst danach möglich.',
      correctionsExceedFees:
        'Die Korrekturen stornierter Aufträge übersteigen die offenen Beratungsgebühren. Sie werden in die nächste Gutschrift übernommen.',
      noPractice: 'Nur eine Praxis kann dem Gutschriftverfahren zustimmen.',
      agreementByDoctor:
        'Der Vereinbarung über das Gutschriftverfahren kann nur die Ärztin bzw. der Arzt selbst zustimmen, nicht ein Admin in ihrem bzw. seinem Namen.',
    },
    billing: {
      notPlaced: 'Ein Entwurf kann nicht storniert werden. Bitte löschen Sie ihn.',
      alreadyCanceled: 'Die Bestellung wurde bereits storniert.',
      invoiceAlreadyCanceled: 'Diese Rechnung wurde bereits storniert.',
      notIssued: 'Für diese Bestellung wurde noch kein Dokument ausgestellt.',
      pdfNotReady: 'Das Dokument wird gerade erstellt. Bitte versuchen Sie es gleich noch einmal.',
    },
    documents: {
      failed: 'Das Dokument konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
      notReady: 'Das Dokument ist noch nicht fertig. Bitte versuchen Sie es gleich noch einmal.',
    },
    subscriptions: {
      alreadyPaused: 'Das Abo ist bereits pausiert.',
      notPaused: 'Nur ein pausiertes Abo kann fortgesetzt werden. Dieses Abo ist aktiv.',
      alreadyCanceled:
        'Das Abo wurde gekündigt. Ein gekündigtes Abo kann weder pausiert noch fortgesetzt oder erneut gekündigt werden.',
      requestPauseNotActive:
        'Eine Pause können Sie nur für einen laufenden Plan anfragen. Ihr Plan ist derzeit pausiert oder gekündigt.',
      requestPlanCanceled: 'Ihr Plan ist bereits gekündigt. Sie müssen nichts weiter tun.',
      requestAlreadyOpen:
        'Sie haben bereits eine offene Anfrage. Ziehen Sie sie zurück, wenn Sie stattdessen etwas anderes anfragen möchten.',
      changeRequestDecided:
        'Diese Anfrage wurde bereits entschieden oder von der Patientin / dem Patienten zurückgezogen.',
    },
    payments: {
      linkInvalid: 'Dieser Zahlungslink ist ungültig oder abgelaufen.',
      linkExpired:
        'Dieser Zahlungslink ist abgelaufen. Bitte wenden Sie sich an Ihre Praxis, um einen neuen Link zu erhalten.',
      alreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
      orderCanceled: 'Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.',
      subscriptionPaused:
        'Ihr Supplement-Abo ist pausiert: Die Zahlung ist angehalten, bis das Abo fortgesetzt wird.',
      notPlaced:
        'Die Bestellung ist noch ein Entwurf: Eine Zahlung gibt es erst für eine erteilte Bestellung.',
      providerUnavailable:
        'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      methodNotOffered:
        'Diese Zahlungsart wird für diese Zahlung nicht angeboten. Bitte wählen Sie eine der angezeigten Zahlungsarten.',
      refundNotFailed: 'Nur eine fehlgeschlagene Erstattung kann erneut angefordert werden.',
      chargedBack:
        'Die Zahlung dieser Bestellung wurde von der Bank zurückgebucht. Bitte wenden Sie sich an Ihre Praxis.',
      webhookPayloadInvalid: 'Die Zahlungsbenachrichtigung ist unvollständig.',
    },
    formulas: {
      empty: 'Bitte geben Sie eine Formel ein.',
      tooLong: 'Die Formel ist zu lang (höchstens 2000 Zeichen).',
      tooDeep: 'Die Formel ist zu tief verschachtelt (höchstens 30 Ebenen).',
      syntax: 'Syntaxfehler{{where}}: Die Formel lässt sich nicht lesen.',
      forbiddenConstruct:
        'Nicht erlaubt{{where}}: „{{fragment}}“. Erlaubt sind Zahlen, Eingaben, Rechenzeichen, Vergleiche, Bedingungen und die erlaubten Funktionen.',
      forbiddenFunction: 'Unbekannte oder nicht erlaubte Funktion „{{fragment}}“{{where}}.',
      unknownInput: 'Unbekannte Eingabe „{{fragment}}“{{where}}.',
      exponentNotAllowed:
        'Nicht erlaubte Potenz{{where}}: „{{fragment}}“. Der Exponent muss eine Zahl zwischen -4 und 4 sein.',
      numberTooLarge: 'Die Zahl „{{fragment}}“{{where}} ist zu groß.',
      at: ' an Zeichen {{position}}',
      testInputInvalid:
        'Die Testeingabe muss ein JSON-Objekt aus Eingabenamen und Zahlen sein, z. B. {"age": 40}.',
      testInputUnknown: 'Unbekannte Eingabe „{{name}}“ in der Testeingabe.',
      nameRequired: 'Bitte geben Sie einen Namen ein (höchstens 120 Zeichen).',
      micronutrientUnknown: 'Bitte wählen Sie einen Mikronährstoff.',
      micronutrientTaken: 'Für diesen Mikronährstoff gibt es bereits eine Formel.',
      sortOrderInvalid: 'Die Reihenfolge muss eine ganze Zahl zwischen 0 und 9999 sein.',
      notFound: 'Diese Formel gibt es nicht.',
      notFinite: 'Die Formel ergibt keine endliche Zahl.',
      divisionByZero: 'Die Formel teilt durch null.',
      missingInput: 'Für die Formel fehlen Eingaben: {{inputs}}.',
      timeLimit: 'Die Berechnung der Formel hat zu lange gedauert.',
      error: 'Die Formel konnte nicht berechnet werden.',
      productionNotPossible: 'Die Produktion kann für diese Bestellung nicht gestartet werden.',
      recipeEmpty: 'Die Rezeptur enthält keinen Mikronährstoff. Bitte legen Sie zuerst die Dosierungen fest.',
      proposalDecided: 'Über diesen Vorschlag wurde bereits entschieden.',
    },
    lab: {
      callbackSignatureInvalid: 'Die Signatur der Labormeldung ist ungültig.',
      callbackPayloadInvalid: 'Die Labormeldung ist unvollständig.',
      quarantineDecided: 'Über diesen Laborbefund wurde bereits entschieden.',
      discardReasonLength: 'Bitte geben Sie einen Grund an (3 bis 1000 Zeichen).',
    },
    reportReleases: {
      nothingBlood: 'Es gibt noch keine Blutwerte, die freigegeben werden können.',
      nothingDna: 'Es gibt noch keine DNA-Ergebnisse (Genotypen), die freigegeben werden können.',
      nothingMedication:
        'Es gibt noch keine Ergebnisse zur Medikamentenverträglichkeit (Genotypen), die freigegeben werden können.',
      nothingMicronutrients: 'Es gibt noch keine Mikronährstoff-Dosierungen, die freigegeben werden können.',
      noteTooLong: 'Die Nachricht an die Patientin bzw. den Patienten darf höchstens 1000 Zeichen lang sein.',
      alreadyWithdrawn: 'Diese Freigabe wurde bereits zurückgezogen.',
    },
    audit: {
      oneSubject: 'Bitte genau eines angeben: doctorId oder patientId.',
    },
    exports: {
      startRequired: 'Bitte geben Sie ein Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
      endRequired: 'Bitte geben Sie ein Enddatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
      startInvalid: 'Bitte geben Sie ein gültiges Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
      endInvalid: 'Bitte geben Sie ein gültiges Enddatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
      startTooEarly: 'Das Startdatum darf nicht vor dem 01.01.1900 liegen.',
      endTooEarly: 'Das Enddatum darf nicht vor dem 01.01.1900 liegen.',
      startInFuture: 'Das Startdatum darf nicht nach dem heutigen Tag liegen.',
      endInFuture: 'Das Enddatum darf nicht nach dem heutigen Tag liegen.',
      endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
      formatInvalid: 'Das Dateiformat muss xlsx oder csv sein.',
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
      serviceUnavailable: 'The service is temporarily unavailable. Please try again in a minute.',
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
      invitationDeleted:
        'This invitation was withdrawn. Please contact our team if you need a new invitation.',
      invitationExpired:
        'This invitation has expired. Please contact our team so that we can send you a new one.',
      invitationSuperseded:
        'This invitation link was replaced by a newer one. Please use the link from the latest invitation e-mail.',
    },
    therapists: {
      alreadyActive: 'The therapist is already active.',
      alreadyInactive: 'The therapist is already deactivated.',
      invitationPending:
        'The invitation has not been accepted yet. Resend the invitation instead of activating the account.',
      activeCannotBeDeleted: 'Only deactivated accounts can be deleted. Please deactivate the account first.',
      hasLinkedData: 'The account cannot be deleted while patients or orders are linked to it.',
      notInvited: 'There is no invitation for this account.',
      invitationAccepted: 'The invitation has already been accepted.',
      invitationAlreadyDeleted: 'The invitation has already been deleted.',
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
      relocationDoctorRequired: 'A target doctor must be chosen.',
      relocationDoctorInactive: 'Patients can only be relocated to active therapists with a practice.',
      relocationSamePractice: "The patient already belongs to this doctor's practice.",
    },
    micronutrients: {
      practiceRequired: 'The micronutrients are visible to doctors of a practice only.',
    },
    uploads: {
      fileRequired: 'Please choose a file.',
      tooManyFiles: 'Please upload exactly one file.',
      fileTooLarge: 'The file is too large (at most 10 MB).',
      fileEmpty: 'The file is empty.',
      fileTypeNotAllowed: 'Only PDF, JPEG or PNG files can be uploaded.',
      fileTypeMismatch:
        "The file's content does not match its file name extension. Please upload the original file.",
      fileIncomplete: 'The file did not arrive completely. Please try again.',
    },
    questionnaireLinks: {
      heightMin: 'Height must be at least 50 cm.',
      heightMax: 'Height may be at most 300 cm.',
      weightMin: 'Weight must be at least 25 kg.',
      weightMax: 'Weight may be at most 500 kg.',
    },
    patientData: {
      consentRequired:
        'This consent is required for the patient portal and cannot be withdrawn on its own here. If you no longer wish to give it, please delete your account under “Delete account”; your practice can help with any questions.',
      consentAlreadyWithdrawn: 'You have already withdrawn this consent.',
      exportRunning:
        'Your data export is being prepared. Please wait until it is ready before requesting a new one.',
      exportLimit:
        'You have already requested 3 data exports today. Please try again tomorrow; your latest export remains available for download.',
      exportExpired: 'This data export has expired and was deleted. Please request a new data export.',
      exportNotReady: 'This data export is not ready yet. Please wait a moment.',
    },
    patientAccounts: {
      birthDateMismatch: 'The date of birth does not match our records.',
      accountExists: 'An account already exists for this patient.',
      noEmail: "The patient has no e-mail address. Please add one to the patient's data first.",
      notInPractice: 'The patient belongs to no practice. Please relocate the patient to a doctor first.',
    },
    shop: {
      discountInvalid: 'Invalid discount code',
      discountNotForCart: 'This discount code only applies to subscription renewals, not to new orders.',
      itemUnknown: 'This item is not (or no longer) available in the shop.',
      itemWrongType: 'The item and its item type do not match.',
      itemFemaleOnly: 'This analysis is only available for female patients.',
      itemNeedsPatient: 'Please choose a patient first.',
      itemOnlyOnce: 'An analysis can be ordered only once per order.',
      itemAdultsOnly: 'DNA analyses are only available for patients of full age (18 and over).',
      tooManyItems: 'An order can hold at most 50 lines.',
    },
    orders: {
      patientNotFound: 'Could not find the patient to assign the order to.',
      noPartnershipType: 'You cannot place orders because your partnership type has not been set up.',
      noItems: 'Please add at least one item to the cart.',
      deliveryAddressInvalid:
        'Invalid delivery address! Please choose a country from the list that we deliver to.',
      confirmationRequired: 'Please download and check the order confirmation before placing the order.',
      confirmationOutdated:
        'The order has changed since the order confirmation was downloaded. Please download the order confirmation again.',
      notDraft: 'This order has been placed already and can no longer be changed.',
      alreadyPlaced: 'This order has been placed already.',
      notCancelable: 'The order can no longer be cancelled because it has already arrived at the lab.',
      paidNotDeletable: 'A paid order cannot be deleted. Please contact our service team.',
      practiceRequired: 'Oops! The current user must be linked to a practice.',
    },
    bloodUploads: {
      alreadyHandled: 'This file has already been handled. Reload the queue to see where it stands.',
      reasonLength: 'Please give a reason of 3 to 1000 characters.',
    },
    bloodAnalysis: {
      dateInvalid: 'Please enter a valid date in the format DD.MM.YYYY.',
      dateTooEarly: 'The date may not be before 01.01.1900.',
      dateInFuture: 'The date may not be in the future.',
      valuesRequired: 'Please enter at least one value.',
      valueFormat: 'The value may only contain digits and a dot.',
      valueBetween: 'Oops! The field {{name}} must be between {{min}} and {{max}} {{unit}}!',
      valueAbove: 'Oops! The field {{name}} must be more than {{min}} {{unit}}!',
      valueBelow: 'Oops! The field {{name}} must be less than {{max}} {{unit}}!',
      youngerDataExists: 'More recent data already exists in the system for this blood parameter.',
      duplicateParameter: 'This blood parameter is given more than once.',
      noiNotDeletable: 'Values from a lab analysis cannot be deleted.',
      noiNotEditable: 'Values from a lab analysis cannot be changed.',
    },
    samples: {
      barcodeNotUnique: 'The barcode is not unique',
      barcodeAlreadyUsed: 'This barcode has already been used',
      orderCanceled: 'A sample cannot be registered for a cancelled order.',
      typeRequired: 'Please choose whether you are registering the blood or the DNA sample.',
      typeNotOrdered: 'This order has no sample of this type.',
      noSamples: 'This order has no blood or DNA analysis.',
      alreadyRegistered: 'This sample has already been registered.',
      notPlaced: 'Samples can only be registered once the order has been placed.',
    },
    consultingFees: {
      notEditable:
        'The consulting fee can no longer be changed: it has been paid out, cancelled or put on a credit note.',
      amountNegative: 'The amount may not be negative.',
      amountStep: 'The amount may have at most two decimal places.',
      amountTooLarge: 'The amount may be at most € 100,000.00.',
      consultationDateInvalid: 'Please enter the date of the consultation (DD.MM.YYYY).',
      consultationDateInFuture: 'The date of the consultation cannot be in the future.',
      consultationDateBeforeOrder: 'The consultation cannot have taken place before the order.',
      consultationNoteTooLong: 'The note may have at most 1,000 characters.',
      consultationPracticeOnly: 'Only the practice itself can document its consultation.',
      consultationNotPerConsultation:
        "This order's partnership model does not pay for a documented consultation.",
      consultationNotPaid: 'A consultation can only be documented once the order is paid.',
      consultationAlreadyDocumented: 'The consultation for this order has already been documented.',
    },
    creditNotes: {
      doctorInactive: 'A credit note can only be generated for active therapists.',
      noOpenFees: 'This therapist has no open consulting fees for a credit note.',
      alreadyPaid: 'This credit note has already been marked as paid.',
      pdfNotReady: 'The credit note is being created. Please try again in a moment.',
      noTaxStatus:
        'The practice has not stated its tax status yet. A credit note is possible only afterwards.',
      noAgreement:
        'The practice has not accepted the self-billing agreement yet (§ 14 (2) sentence 2 UStG). A credit note is possible only afterwards.',
      correctionsExceedFees:
        'The corrections of cancelled orders exceed the open consulting fees. They carry forward to the next credit note.',
      noPractice: 'Only a practice can accept the self-billing agreement.',
      agreementByDoctor:
        'Only the doctor can accept the self-billing agreement, not an admin acting on their behalf.',
    },
    billing: {
      notPlaced: 'A draft cannot be cancelled. Please delete it.',
      alreadyCanceled: 'The order has already been cancelled.',
      invoiceAlreadyCanceled: 'This invoice has already been cancelled.',
      notIssued: 'No document has been issued for this order yet.',
      pdfNotReady: 'The document is being created. Please try again in a moment.',
    },
    documents: {
      failed: 'The document could not be created. Please try again later.',
      notReady: 'The document is not ready yet. Please try again in a moment.',
    },
    subscriptions: {
      alreadyPaused: 'The subscription is already paused.',
      notPaused: 'Only a paused subscription can be resumed. This subscription is active.',
      alreadyCanceled:
        'The subscription has been canceled. A canceled subscription cannot be paused, resumed or canceled again.',
      requestPauseNotActive:
        'You can only ask for a pause while your plan is running. Your plan is currently paused or cancelled.',
      requestPlanCanceled: 'Your plan is already cancelled. There is nothing more you need to do.',
      requestAlreadyOpen:
        'You already have an open request. Withdraw it if you would like to ask for something else instead.',
      changeRequestDecided: 'This request has already been decided or was withdrawn by the patient.',
    },
    payments: {
      linkInvalid: 'This payment link is invalid or has expired.',
      linkExpired: 'This payment link has expired. Please contact your practice to receive a new link.',
      alreadyPaid: 'This order has already been paid.',
      orderCanceled: 'This order has been canceled and can no longer be paid.',
      subscriptionPaused:
        'Your supplement subscription is paused: payment is on hold until the subscription is resumed.',
      notPlaced: 'The order is still a draft: only a placed order has a payment.',
      providerUnavailable:
        'The payment provider cannot be reached right now. Please try again in a few minutes.',
      methodNotOffered:
        'This payment method is not offered for this payment. Please choose one of the methods shown.',
      refundNotFailed: 'Only a failed refund can be requested again.',
      chargedBack: "This order's payment was charged back by the bank. Please contact your practice.",
      webhookPayloadInvalid: 'The payment notification is incomplete.',
    },
    formulas: {
      empty: 'Please enter a formula.',
      tooLong: 'The formula is too long (at most 2000 characters).',
      tooDeep: 'The formula is nested too deeply (at most 30 levels).',
      syntax: 'Syntax error{{where}}: the formula cannot be read.',
      forbiddenConstruct:
        'Not allowed{{where}}: "{{fragment}}". Allowed are numbers, inputs, operators, comparisons, conditions and the allowed functions.',
      forbiddenFunction: 'Unknown or forbidden function "{{fragment}}"{{where}}.',
      unknownInput: 'Unknown input "{{fragment}}"{{where}}.',
      exponentNotAllowed:
        'Power not allowed{{where}}: "{{fragment}}". The exponent must be a number between -4 and 4.',
      numberTooLarge: 'The number "{{fragment}}"{{where}} is too large.',
      at: ' at character {{position}}',
      testInputInvalid: 'The test input must be a JSON object of input names and numbers, e.g. {"age": 40}.',
      testInputUnknown: 'Unknown input "{{name}}" in the test input.',
      nameRequired: 'Please enter a name (at most 120 characters).',
      micronutrientUnknown: 'Please choose a micronutrient.',
      micronutrientTaken: 'This micronutrient already has a formula.',
      sortOrderInvalid: 'The sort order must be a whole number between 0 and 9999.',
      notFound: 'This formula does not exist.',
      notFinite: 'The formula does not give a finite number.',
      divisionByZero: 'The formula divides by zero.',
      missingInput: 'Inputs missing for the formula: {{inputs}}.',
      timeLimit: 'Calculating the formula took too long.',
      error: 'The formula could not be calculated.',
      productionNotPossible: 'Production cannot be started for this order.',
      recipeEmpty: 'The recipe contains no micronutrient. Please set the doses first.',
      proposalDecided: 'This proposal has already been decided.',
    },
    lab: {
      callbackSignatureInvalid: "The lab notification's signature is invalid.",
      callbackPayloadInvalid: 'The lab notification is incomplete.',
      quarantineDecided: 'This lab report has already been decided on.',
      discardReasonLength: 'Please give a reason (3 to 1000 characters).',
    },
    reportReleases: {
      nothingBlood: 'There are no blood values yet that could be released.',
      nothingDna: 'There are no DNA results (genotypes) yet that could be released.',
      nothingMedication: 'There are no medication tolerance results (genotypes) yet that could be released.',
      nothingMicronutrients: 'There are no micronutrient doses yet that could be released.',
      noteTooLong: 'The message to the patient may be at most 1000 characters long.',
      alreadyWithdrawn: 'This release has already been withdrawn.',
    },
    audit: {
      oneSubject: 'Please give exactly one of doctorId and patientId.',
    },
    exports: {
      startRequired: 'Please enter a start date as DD-MM-YYYY or DD.MM.YYYY.',
      endRequired: 'Please enter an end date as DD-MM-YYYY or DD.MM.YYYY.',
      startInvalid: 'Please enter a valid start date as DD-MM-YYYY or DD.MM.YYYY.',
      endInvalid: 'Please enter a valid end date as DD-MM-YYYY or DD.MM.YYYY.',
      startTooEarly: 'The start date may not be before 01.01.1900.',
      endTooEarly: 'The end date may not be before 01.01.1900.',
      startInFuture: 'The start date may not be after today.',
      endInFuture: 'The end date may not be after today.',
      endBeforeStart: 'The end date may not be before the start date.',
      formatInvalid: 'The file format must be xlsx or csv.',
    },
  },
});
