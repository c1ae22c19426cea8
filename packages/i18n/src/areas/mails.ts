import { defineArea } from '../defineArea.js';

// Every mail the API sends, in the recipient's language. A mail is a subject, a heading, paragraphs in
// the order written here and, where it has a button, the button's label (`action`).
export const mails = defineArea({
  de: {
    footer:
      'Diese E-Mail wurde automatisch vom Vitalis Portal versendet. Bitte antworten Sie nicht auf diese Nachricht.',
    greeting: 'Guten Tag {{name}},',
    greetingWithoutName: 'Guten Tag,',
    oneTimeCode: {
      subject: 'Ihr Anmeldecode',
      heading: 'Ihr Code für die Zwei-Faktor-Authentifizierung',
      paragraphs: {
        code: 'Ihr Code lautet: {{code}}',
        validity:
          'Der Code ist 10 Minuten gültig. Wenn Sie sich nicht gerade anmelden, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort.',
      },
    },
    accountActivation: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      heading: 'Willkommen im Vitalis Portal',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        thanks:
          'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
        ignore: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      },
      action: 'Konto aktivieren',
    },
    doctorInvitation: {
      subject: 'Ihre Einladung in das Vitalis Portal',
      heading: 'Willkommen im Vitalis Portal',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        invited:
          'wir haben für Sie und Ihre Praxis ein Konto im Vitalis Portal angelegt. Legen Sie über den folgenden Link Ihr Passwort fest, um es zu aktivieren.',
        expiry:
          'Der Link ist bis {{expiresAt}} gültig. Danach senden wir Ihnen auf Anfrage gern eine neue Einladung.',
        ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
      },
      action: 'Einladung annehmen',
    },
    passwordReset: {
      subject: 'Passwort zurücksetzen',
      heading: 'Passwort zurücksetzen',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        reason:
          'Sie erhalten diese E-Mail, weil für Ihr Konto das Zurücksetzen des Passworts angefordert wurde.',
        validity:
          'Der Link ist {{minutes}} Minuten gültig. Wenn Sie das nicht angefordert haben, ist nichts weiter zu tun.',
      },
      action: 'Neues Passwort festlegen',
    },
    emailChange: {
      subject: 'Neue E-Mail-Adresse bestätigen',
      heading: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        reason:
          'für Ihr Konto im Vitalis Portal wurde diese E-Mail-Adresse als neue Anmeldeadresse angegeben. Bitte bestätigen Sie die Änderung innerhalb von 60 Minuten.',
        ignore:
          'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihre bisherige Adresse bleibt gültig.',
      },
      action: 'E-Mail-Adresse bestätigen',
    },
    patientInvitation: {
      subject: 'Einladung in das Patientenportal',
      heading: 'Ihr Zugang zum Patientenportal',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        invited:
          'Sie sind eingeladen, ein Konto im Patientenportal zu erstellen. Dort sehen Sie Ihre Daten und füllen Ihren Lebensstil-Fragebogen aus.',
        steps: 'Zur Bestätigung geben Sie Ihr Geburtsdatum ein und wählen dann ein Passwort.',
        validity: 'Der Link ist bis zum {{expiresAt}} gültig.',
        ignore: 'Wenn Sie kein Konto möchten, können Sie diese E-Mail ignorieren.',
      },
      action: 'Konto erstellen',
    },
    patientQuestionnaire: {
      subject: 'Ihr Lebensstil-Fragebogen',
      heading: 'Bitte füllen Sie Ihren Fragebogen aus',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        invited:
          'Ihre Praxis bittet Sie, Ihren Lebensstil-Fragebogen auszufüllen. Ihre Antworten helfen bei Ihrer persönlichen Empfehlung.',
        steps:
          'Zur Bestätigung geben Sie Ihr Geburtsdatum ein. Danach können Sie den Fragebogen ausfüllen und abschicken.',
        validity: 'Der Link ist bis zum {{expiresAt}} gültig und kann nur einmal abgeschickt werden.',
        ignore: 'Wenn Sie Fragen haben, wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.',
      },
      action: 'Fragebogen ausfüllen',
    },
    patientAccountCreated: {
      subject: 'Ihr Konto im Patientenportal',
      heading: 'Willkommen im Patientenportal',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        created: 'Ihr Konto im Patientenportal wurde erfolgreich erstellt.',
        signIn: 'Sie melden sich mit Ihrer E-Mail-Adresse {{email}} und Ihrem Passwort an.',
        username:
          'Falls mehrere Konten Ihre E-Mail-Adresse verwenden (zum Beispiel in einer Familie), melden Sie sich stattdessen mit diesem Benutzernamen an: {{username}}',
        keep: 'Bitte bewahren Sie diese E-Mail auf. Wenn Sie kein Konto erstellt haben, wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.',
      },
      action: 'Zum Login',
    },
    patientPasswordReset: {
      subject: 'Passwort für das Patientenportal zurücksetzen',
      heading: 'Passwort zurücksetzen',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        reason:
          'Sie erhalten diese E-Mail, weil für Ihr Konto im Patientenportal (Benutzername: {{username}}) das Zurücksetzen des Passworts angefordert wurde.',
        validity:
          'Der Link ist {{minutes}} Minuten gültig. Wenn Sie das nicht angefordert haben, ist nichts weiter zu tun.',
      },
      action: 'Neues Passwort festlegen',
    },
    bloodUploadReceived: {
      subject: 'Neue Blutwerte-Datei von {{practice}}',
      heading: 'Blutwerte zur Erfassung hochgeladen',
      paragraphs: {
        intro:
          '{{practice}} hat für die Patientin bzw. den Patienten {{patient}} eine Datei mit Blutwerten hochgeladen ({{contentType}}, {{size}}).',
        task: 'Bitte erfassen Sie die Werte im Portal. Die Praxis erwartet sie innerhalb von 48 Stunden.',
        queue: 'Die Datei liegt in der Warteschlange „Hochgeladene Befunde“ im Admin-Bereich.',
      },
      action: 'Warteschlange öffnen',
    },
    bloodUploadProcessed: {
      subject: 'Blutwerte von {{patient}} wurden erfasst',
      heading: 'Ihre hochgeladenen Blutwerte sind erfasst',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        done: 'das Service-Team hat die Blutwerte aus Ihrer Datei vom {{uploadedAt}} für {{patient}} erfasst. Sie stehen ab sofort in der Blutanalyse der Patientin bzw. des Patienten.',
      },
      action: 'Blutanalyse öffnen',
    },
    bloodUploadRejected: {
      subject: 'Blutwerte-Datei für {{patient}} konnte nicht erfasst werden',
      heading: 'Ihre Datei konnte nicht erfasst werden',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        rejected:
          'das Service-Team konnte die Blutwerte aus Ihrer Datei vom {{uploadedAt}} für {{patient}} nicht erfassen.',
        reason: 'Grund: {{reason}}',
        next: 'Bitte laden Sie eine lesbare Datei erneut hoch oder geben Sie die Werte selbst ein.',
      },
      action: 'Blutanalyse öffnen',
    },
    subscriptionRenewal: {
      subject: 'Ihr Supplement-Abo wird am {{date}} verlängert',
      heading: 'Ihre nächste Supplement-Lieferung',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        renewal:
          'Am {{date}} beginnt der nächste 90-Tage-Zeitraum Ihres Supplement-Abos bei {{practice}}. Ihre Supplements werden dafür neu nach Ihren aktuellen Mikronährstoffwerten zusammengestellt.',
        payment:
          'Sie erhalten an diesem Tag einen Zahlungslink über {{amount}}. Die Produktion beginnt, sobald die Zahlung eingegangen ist.',
        change: 'Möchten Sie das Abo pausieren oder kündigen, wenden Sie sich bitte vorher an Ihre Praxis.',
      },
    },
    paymentLink: {
      subject: 'Zahlungslink für Ihre Bestellung {{orderNumber}}',
      heading: 'Bitte bezahlen Sie Ihre Bestellung',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        order: '{{practice}} hat für Sie die Bestellung {{orderNumber}} über {{amount}} erteilt.',
        pay: 'Über den folgenden Link können Sie die Bestellung sicher online bezahlen. Der Link ist bis zum {{expiresAt}} gültig.',
        next: 'Sobald die Zahlung bei uns eingegangen ist, wird Ihre Bestellung bearbeitet.',
      },
      action: 'Jetzt bezahlen',
      practiceFallback: 'Ihre Praxis',
    },
    paymentReminder: {
      subject: 'Erinnerung: Ihre Bestellung {{orderNumber}} ist noch nicht bezahlt',
      heading: 'Ihre Zahlung steht noch aus',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        order:
          'für die Bestellung {{orderNumber}} über {{amount}} aus Ihrem Supplement-Abo bei {{practice}} ist noch keine Zahlung eingegangen.',
        pay: 'Über den folgenden Link können Sie sicher online bezahlen. Der Link ist bis zum {{expiresAt}} gültig.',
        next: 'Die Produktion Ihrer Supplements beginnt, sobald die Zahlung eingegangen ist. Haben Sie bereits bezahlt, ist diese E-Mail gegenstandslos.',
      },
      action: 'Jetzt bezahlen',
    },
    orderPaymentReminder: {
      subject: 'Erinnerung: Ihre Bestellung {{orderNumber}} ist noch nicht bezahlt',
      heading: 'Ihre Zahlung steht noch aus',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        order:
          'für die Bestellung {{orderNumber}} über {{amount}}, die {{practice}} für Sie erteilt hat, ist noch keine Zahlung eingegangen.',
        pay: 'Über den folgenden Link können Sie sicher online bezahlen. Der Link ist bis zum {{expiresAt}} gültig.',
        next: 'Sobald die Zahlung eingegangen ist, wird Ihre Bestellung bearbeitet. Haben Sie bereits bezahlt, ist diese E-Mail gegenstandslos.',
      },
      action: 'Jetzt bezahlen',
    },
    paymentLinkExpired: {
      subject: 'Zahlungslink für Bestellung {{orderNumber}} abgelaufen',
      heading: 'Der Zahlungslink ist abgelaufen',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        expired:
          'der Zahlungslink für die Bestellung {{orderNumber}} über {{amount}} ist am {{expiredAt}} abgelaufen, ohne dass eine Zahlung eingegangen ist.',
        resend:
          'Sie können den Zahlungslink in Ihren Bestellungen über das Menü der Bestellung mit „Zahlungslink erneut senden“ noch einmal verschicken; er ist dann wieder 14 Tage gültig.',
      },
      action: 'Bestellungen öffnen',
    },
    paymentChargedBack: {
      subject: 'Rückbuchung zu Bestellung {{orderNumber}}',
      heading: 'Eine Zahlung wurde zurückgebucht',
      paragraphs: {
        chargedBack:
          'Die Bank des Zahlers hat die Zahlung der Bestellung {{orderNumber}} über {{amount}} zurückgebucht. Grund: {{reason}}.',
        todo: 'Die Bestellung steht jetzt auf „Zahlung zurückgebucht“. Bitte klären Sie die Zahlung mit der Praxis oder dem Patienten.',
      },
      action: 'Bestellungen öffnen',
    },
    orderShipped: {
      subject: 'Ihre Bestellung {{orderNumber}} ist unterwegs',
      heading: 'Ihre Supplements wurden versendet',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        shipped:
          'Ihre Supplements aus der Bestellung {{orderNumber}} wurden an {{carrier}} übergeben. Die Sendungsnummer lautet {{trackingNumber}}.',
        track: 'Über den folgenden Link können Sie die Sendung verfolgen.',
      },
      action: 'Sendung verfolgen',
    },
    invoiceIssued: {
      subject: 'Ihre Rechnung {{number}} zur Bestellung {{orderNumber}}',
      heading: 'Vielen Dank für Ihre Zahlung',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        paid: 'wir haben Ihre Zahlung für die Bestellung {{orderNumber}} erhalten. Ihre Rechnung {{number}} finden Sie als PDF im Anhang dieser E-Mail.',
        keep: 'Bitte bewahren Sie die Rechnung für Ihre Unterlagen auf.',
      },
    },
    stornoIssued: {
      subject: 'Stornorechnung {{number}} zu Ihrer Bestellung {{orderNumber}}',
      heading: 'Ihre Rechnung wurde storniert',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        storno:
          'die Rechnung {{invoiceNumber}} zur Bestellung {{orderNumber}} wurde storniert. Die Stornorechnung {{number}} finden Sie als PDF im Anhang dieser E-Mail.',
        questions: 'Bei Fragen zur Stornierung wenden Sie sich bitte an Ihre Praxis.',
      },
    },
    creditNoteIssued: {
      subject: 'Ihre Gutschrift {{number}}',
      heading: 'Ihre Gutschrift über die Beratungsgebühren',
      paragraphs: {
        greeting: 'Guten Tag {{name}},',
        issued:
          'im Gutschriftverfahren haben wir für Ihre Praxis die Gutschrift {{number}} über {{amount}} ausgestellt. Sie finden sie als PDF und als E-Rechnung (XML) im Anhang dieser E-Mail und jederzeit im Portal unter Verrechnung.',
        object:
          'Bitte prüfen Sie die Angaben und widersprechen Sie unverzüglich, wenn eine Angabe nicht zutrifft.',
      },
    },
  },
  en: {
    footer: 'This e-mail was sent automatically by the Vitalis Portal. Please do not reply to this message.',
    greeting: 'Dear {{name}},',
    greetingWithoutName: 'Hello,',
    oneTimeCode: {
      subject: 'Your sign-in code',
      heading: 'Your two-factor authentication code',
      paragraphs: {
        code: 'Your code is: {{code}}',
        validity:
          'The code is valid for 10 minutes. If you are not signing in right now, ignore this e-mail and change your password.',
      },
    },
    accountActivation: {
      subject: 'Please confirm your e-mail address',
      heading: 'Welcome to the Vitalis Portal',
      paragraphs: {
        greeting: 'Dear {{name}},',
        thanks: 'thank you for registering. Please confirm your e-mail address to activate your account.',
        ignore: 'If you did not register, you can ignore this e-mail.',
      },
      action: 'Activate account',
    },
    doctorInvitation: {
      subject: 'Your invitation to the Vitalis Portal',
      heading: 'Welcome to the Vitalis Portal',
      paragraphs: {
        greeting: 'Dear {{name}},',
        invited:
          'we have created an account in the Vitalis Portal for you and your practice. Set your password through the following link to activate it.',
        expiry:
          'The link is valid until {{expiresAt}}. After that we will gladly send you a new invitation on request.',
        ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
      },
      action: 'Accept invitation',
    },
    passwordReset: {
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: {
        greeting: 'Dear {{name}},',
        reason: 'you are receiving this e-mail because a password reset was requested for your account.',
        validity:
          'The link is valid for {{minutes}} minutes. If you did not request it, no further action is required.',
      },
      action: 'Set a new password',
    },
    emailChange: {
      subject: 'Confirm your new e-mail address',
      heading: 'Confirm your new e-mail address',
      paragraphs: {
        greeting: 'Dear {{name}},',
        reason:
          'this address was entered as the new sign-in address of your Vitalis Portal account. Please confirm the change within 60 minutes.',
        ignore: 'If this was not you, ignore this e-mail: your current address stays valid.',
      },
      action: 'Confirm e-mail address',
    },
    patientInvitation: {
      subject: 'Invitation to the patient portal',
      heading: 'Your access to the patient portal',
      paragraphs: {
        greeting: 'Dear {{name}},',
        invited:
          'you are invited to create a patient portal account. There you can see your data and fill in your lifestyle questionnaire.',
        steps: 'To confirm it is you, enter your date of birth and then choose a password.',
        validity: 'The link is valid until {{expiresAt}}.',
        ignore: 'If you do not want an account, you can ignore this e-mail.',
      },
      action: 'Create account',
    },
    patientQuestionnaire: {
      subject: 'Your lifestyle questionnaire',
      heading: 'Please fill in your questionnaire',
      paragraphs: {
        greeting: 'Dear {{name}},',
        invited:
          'your practice asks you to fill in your lifestyle questionnaire. Your answers help with your personal recommendation.',
        steps:
          'To confirm it is you, enter your date of birth. Then you can fill in and submit the questionnaire.',
        validity: 'The link is valid until {{expiresAt}} and can be submitted once.',
        ignore: 'If you have any questions, please contact your doctor.',
      },
      action: 'Fill in the questionnaire',
    },
    patientAccountCreated: {
      subject: 'Your patient portal account',
      heading: 'Welcome to the patient portal',
      paragraphs: {
        greeting: 'Dear {{name}},',
        created: 'your patient portal account has been created.',
        signIn: 'You log in with your e-mail address {{email}} and your password.',
        username:
          'If several accounts use your e-mail address (in a family, for example), log in with this username instead: {{username}}',
        keep: 'Please keep this e-mail. If you did not create an account, please contact your doctor.',
      },
      action: 'Log in',
    },
    patientPasswordReset: {
      subject: 'Reset your patient portal password',
      heading: 'Reset your password',
      paragraphs: {
        greeting: 'Dear {{name}},',
        reason:
          'you are receiving this e-mail because a password reset was requested for your patient portal account (username: {{username}}).',
        validity:
          'The link is valid for {{minutes}} minutes. If you did not request it, no further action is required.',
      },
      action: 'Set a new password',
    },
    bloodUploadReceived: {
      subject: 'New blood values file from {{practice}}',
      heading: 'Blood values uploaded for entry',
      paragraphs: {
        intro:
          '{{practice}} has uploaded a file with blood values for the patient {{patient}} ({{contentType}}, {{size}}).',
        task: 'Please enter the values in the portal. The practice expects them within 48 hours.',
        queue: 'The file is in the "Uploaded reports" queue of the admin area.',
      },
      action: 'Open the queue',
    },
    bloodUploadProcessed: {
      subject: 'The blood values of {{patient}} have been entered',
      heading: 'Your uploaded blood values are entered',
      paragraphs: {
        greeting: 'Dear {{name}},',
        done: "the service team has entered the blood values from your file of {{uploadedAt}} for {{patient}}. They are now in the patient's blood analysis.",
      },
      action: 'Open the blood analysis',
    },
    bloodUploadRejected: {
      subject: 'The blood values file for {{patient}} could not be entered',
      heading: 'Your file could not be entered',
      paragraphs: {
        greeting: 'Dear {{name}},',
        rejected:
          'the service team could not enter the blood values from your file of {{uploadedAt}} for {{patient}}.',
        reason: 'Reason: {{reason}}',
        next: 'Please upload a readable file again or enter the values yourself.',
      },
      action: 'Open the blood analysis',
    },
    subscriptionRenewal: {
      subject: 'Your supplement subscription renews on {{date}}',
      heading: 'Your next supplement delivery',
      paragraphs: {
        greeting: 'Dear {{name}},',
        renewal:
          'On {{date}} the next 90-day period of your supplement subscription with {{practice}} begins. Your supplements will be composed afresh from your current micronutrient values.',
        payment:
          'On that day you will receive a payment link for {{amount}}. Production starts as soon as the payment has been received.',
        change:
          'If you would like to pause or cancel the subscription, please contact your practice beforehand.',
      },
    },
    paymentLink: {
      subject: 'Payment link for your order {{orderNumber}}',
      heading: 'Please pay for your order',
      paragraphs: {
        greeting: 'Dear {{name}},',
        order: '{{practice}} has placed order {{orderNumber}} for you, amounting to {{amount}}.',
        pay: 'You can pay for the order securely online through the following link. The link is valid until {{expiresAt}}.',
        next: 'As soon as we have received the payment, your order will be processed.',
      },
      action: 'Pay now',
      practiceFallback: 'Your practice',
    },
    paymentReminder: {
      subject: 'Reminder: your order {{orderNumber}} has not been paid yet',
      heading: 'Your payment is still outstanding',
      paragraphs: {
        greeting: 'Dear {{name}},',
        order:
          'we have not yet received the payment for order {{orderNumber}} of {{amount}} from your supplement subscription with {{practice}}.',
        pay: 'You can pay securely online through the following link. The link is valid until {{expiresAt}}.',
        next: 'Production of your supplements starts as soon as the payment has been received. If you have already paid, please disregard this e-mail.',
      },
      action: 'Pay now',
    },
    orderPaymentReminder: {
      subject: 'Reminder: your order {{orderNumber}} has not been paid yet',
      heading: 'Your payment is still outstanding',
      paragraphs: {
        greeting: 'Dear {{name}},',
        order:
          'we have not yet received the payment for order {{orderNumber}} of {{amount}}, which {{practice}} placed for you.',
        pay: 'You can pay securely online through the following link. The link is valid until {{expiresAt}}.',
        next: 'As soon as the payment has been received, your order will be processed. If you have already paid, please disregard this e-mail.',
      },
      action: 'Pay now',
    },
    paymentLinkExpired: {
      subject: 'Payment link for order {{orderNumber}} expired',
      heading: 'The payment link has expired',
      paragraphs: {
        greeting: 'Dear {{name}},',
        expired:
          'the payment link for order {{orderNumber}} of {{amount}} expired on {{expiredAt}} without a payment having been received.',
        resend:
          'You can send the payment link again from the order\'s menu in your orders with "Resend payment link"; it is then valid for another 14 days.',
      },
      action: 'Open orders',
    },
    paymentChargedBack: {
      subject: 'Chargeback for order {{orderNumber}}',
      heading: 'A payment was charged back',
      paragraphs: {
        chargedBack:
          "The payer's bank charged back the payment of order {{orderNumber}} of {{amount}}. Reason: {{reason}}.",
        todo: 'The order now shows "Payment charged back". Please settle the payment with the practice or the patient.',
      },
      action: 'Open orders',
    },
    orderShipped: {
      subject: 'Your order {{orderNumber}} is on its way',
      heading: 'Your supplements have been shipped',
      paragraphs: {
        greeting: 'Dear {{name}},',
        shipped:
          'The supplements of your order {{orderNumber}} have been handed to {{carrier}}. The tracking number is {{trackingNumber}}.',
        track: 'You can track the parcel through the following link.',
      },
      action: 'Track parcel',
    },
    invoiceIssued: {
      subject: 'Your invoice {{number}} for order {{orderNumber}}',
      heading: 'Thank you for your payment',
      paragraphs: {
        greeting: 'Dear {{name}},',
        paid: 'we have received your payment for order {{orderNumber}}. Your invoice {{number}} is attached to this e-mail as a PDF.',
        keep: 'Please keep the invoice for your records.',
      },
    },
    stornoIssued: {
      subject: 'Cancellation invoice {{number}} for your order {{orderNumber}}',
      heading: 'Your invoice has been cancelled',
      paragraphs: {
        greeting: 'Dear {{name}},',
        storno:
          'invoice {{invoiceNumber}} for order {{orderNumber}} has been cancelled. The cancellation invoice {{number}} is attached to this e-mail as a PDF.',
        questions: 'If you have any questions about the cancellation, please contact your practice.',
      },
    },
    creditNoteIssued: {
      subject: 'Your credit note {{number}}',
      heading: 'Your credit note for the consulting fees',
      paragraphs: {
        greeting: 'Dear {{name}},',
        issued:
          'under the self-billing agreement we have issued credit note {{number}} of {{amount}} for your practice. It is attached as a PDF and as an e-invoice (XML), and you find it in the portal under Billing at any time.',
        object: 'Please check the details and object without delay if any of them is not correct.',
      },
    },
  },
});
