import { defineArea } from '../defineArea.js';

// The patient portal's orders page (/patient/orders) and supplement plan page (/patient/plan), issue 34 points 3
// and 4. Patients are lay people: plain words, what happened and what to do next. The recipe's legend and the
// sentence on changing the intake are the micronutrients PDF's (documents.micronutrients.legendCurrent, .footer),
// so the page says what the released document says. [Sign-off: a physician to review the plan texts.]
export const patientOrders = defineArea({
  de: {
    orders: {
      title: 'Aufträge und Rechnungen',
      intro:
        'Hier sehen Sie die Aufträge, die Ihre Praxis für Sie erteilt hat: was bestellt wurde, ob es bezahlt ist, wo Ihr Paket gerade ist, und Ihre Rechnungen zum Herunterladen.',
      loadFailed:
        'Ihre Aufträge konnten nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
      emptyTitle: 'Noch keine Aufträge',
      emptyText:
        'Sobald Ihre Praxis einen Auftrag für Sie erteilt hat, erscheint er hier. Bei Fragen zu einem Auftrag hilft Ihnen Ihre Praxis weiter.',
      orderTitle: 'Auftrag {{number}}',
      placedOn: 'Bestellt am',
      items: 'Bestellt',
      total: 'Betrag',
      status: 'Stand',
      payment: 'Zahlung',
      payHint:
        'Dieser Auftrag ist noch nicht bezahlt. Mit „Jetzt bezahlen“ kommen Sie auf unsere sichere Zahlungsseite.',
      payNow: 'Jetzt bezahlen',
      shipment: 'Sendung',
      shipmentWith: '{{carrier}}, Sendungsnummer {{number}}',
      track: 'Sendung bei {{carrier}} verfolgen',
      documents: 'Dokumente',
      invoice: 'Rechnung herunterladen',
      finalInvoice: 'Schlussrechnung herunterladen',
      storno: 'Stornorechnung herunterladen',
      noDocuments: 'Ihre Rechnung können Sie hier herunterladen, sobald Ihre Zahlung eingegangen ist.',
    },
    plan: {
      title: 'Mein Nährstoffplan',
      intro:
        'Alle 90 Tage wird Ihre persönliche Rezeptur neu hergestellt und Ihnen zugeschickt. Hier sehen Sie, wie es mit Ihrem Plan weitergeht.',
      loadFailed:
        'Ihr Plan konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
      noPlanTitle: 'Sie haben keinen Nährstoffplan',
      noPlanText:
        'Einen Nährstoffplan beginnt Ihre Ärztin oder Ihr Arzt mit Ihnen. Wenn Sie daran Interesse haben, sprechen Sie Ihre Praxis an.',
      status: 'Status',
      startDate: 'Begonnen am',
      nextProduction: 'Nächste Herstellung',
      afterAnalysis: 'Sobald Ihre Analysen abgeschlossen sind',
      review: 'Ihre Ärztin oder Ihr Arzt prüft gerade Ihre Rezeptur',
      paused: 'Pausiert – Ihr Plan läuft am {{date}} automatisch weiter',
      pausedNoDate: 'Pausiert',
      canceled: 'Keine – Ihr Plan ist gekündigt, es folgen keine weiteren Lieferungen',
      price: 'Preis',
      pricePer: '{{price}} pro 90 Tage',
      priceUnknown: 'Ihre Praxis nennt Ihnen den Preis',
      recipe: {
        title: 'Ihre Rezeptur',
        intro: 'Die Tagesdosis, die Ihre Ärztin bzw. Ihr Arzt festgelegt hat (freigegeben am {{date}}).',
        nutrient: 'Nährstoff',
        amount: 'Menge pro Tag',
        none: 'Ihre Ärztin oder Ihr Arzt hat die Rezeptur noch nicht freigegeben.',
        noneHint: 'Sobald sie freigegeben ist, sehen Sie hier, was Ihre Kapseln enthalten.',
        note: 'Hinweis Ihrer Ärztin oder Ihres Arztes',
        footer:
          'Dies ersetzt keine ärztliche Beratung. Bitte ändern Sie die Einnahme nur nach Rücksprache mit Ihrer Ärztin bzw. Ihrem Arzt.',
      },
      change: {
        title: 'Pause oder Kündigung',
        intro:
          'Sie möchten Ihren Plan pausieren oder beenden? Stellen Sie hier eine Anfrage. Ihre Ärztin oder Ihr Arzt prüft sie und bestätigt sie – erst dann ändert sich Ihr Plan.',
        requestPause: 'Pausieren anfragen',
        requestCancel: 'Kündigung anfragen',
        nothingPossible: 'Ihr Plan ist gekündigt. Sie müssen nichts weiter tun.',
        open: {
          pause: 'Sie haben am {{date}} darum gebeten, Ihren Plan zu pausieren.',
          cancel: 'Sie haben am {{date}} darum gebeten, Ihren Plan zu kündigen.',
        },
        waiting:
          'Ihre Ärztin oder Ihr Arzt hat noch nicht entschieden. Bis dahin läuft Ihr Plan weiter wie bisher.',
        yourMessage: 'Ihre Nachricht',
        withdraw: 'Anfrage zurückziehen',
        withdrawn: 'Ihre Anfrage wurde zurückgezogen.',
        sent: 'Ihre Anfrage wurde an Ihre Praxis geschickt.',
        dialog: {
          pauseTitle: 'Pause anfragen',
          cancelTitle: 'Kündigung anfragen',
          pauseText:
            'Während einer Pause wird nichts hergestellt und nichts berechnet. Nach 60 Tagen läuft der Plan automatisch weiter.',
          cancelText:
            'Eine Kündigung betrifft nur künftige Lieferungen: Eine bereits laufende Bestellung wird noch hergestellt und geliefert.',
          confirmNote:
            'Ihre Ärztin oder Ihr Arzt bestätigt die Anfrage. Erst dann ändert sich Ihr Plan. Den Stand sehen Sie hier auf dieser Seite.',
          message: 'Nachricht an Ihre Praxis (freiwillig)',
          messageHelp: 'Zum Beispiel den Grund oder ab wann. Höchstens {{max}} Zeichen.',
          submit: 'Anfrage senden',
          cancel: 'Abbrechen',
        },
      },
    },
  },
  en: {
    orders: {
      title: 'Orders and invoices',
      intro:
        'Here you see the orders your practice placed for you: what was ordered, whether it is paid, where your parcel is, and your invoices to download.',
      loadFailed: 'Your orders could not be loaded. Please check your internet connection and try again.',
      retry: 'Try again',
      emptyTitle: 'No orders yet',
      emptyText:
        'As soon as your practice has placed an order for you, it shows up here. Your practice can help with questions about an order.',
      orderTitle: 'Order {{number}}',
      placedOn: 'Ordered on',
      items: 'Ordered',
      total: 'Amount',
      status: 'Progress',
      payment: 'Payment',
      payHint: 'This order is not paid yet. "Pay now" takes you to our secure payment page.',
      payNow: 'Pay now',
      shipment: 'Parcel',
      shipmentWith: '{{carrier}}, tracking number {{number}}',
      track: 'Track the parcel with {{carrier}}',
      documents: 'Documents',
      invoice: 'Download invoice',
      finalInvoice: 'Download final invoice',
      storno: 'Download cancellation invoice',
      noDocuments: 'You can download your invoice here as soon as your payment has arrived.',
    },
    plan: {
      title: 'My nutrient plan',
      intro:
        'Every 90 days your personal formula is made again and sent to you. Here you see what happens next with your plan.',
      loadFailed: 'Your plan could not be loaded. Please check your internet connection and try again.',
      retry: 'Try again',
      noPlanTitle: 'You have no nutrient plan',
      noPlanText:
        'Your doctor starts a nutrient plan together with you. If you are interested, please talk to your practice.',
      status: 'Status',
      startDate: 'Started on',
      nextProduction: 'Next production',
      afterAnalysis: 'As soon as your analyses are complete',
      review: 'Your doctor is reviewing your formula',
      paused: 'Paused – your plan continues automatically on {{date}}',
      pausedNoDate: 'Paused',
      canceled: 'None – your plan is cancelled, no further deliveries follow',
      price: 'Price',
      pricePer: '{{price}} per 90 days',
      priceUnknown: 'Your practice will tell you the price',
      recipe: {
        title: 'Your formula',
        intro: 'The daily dose your doctor has set (released on {{date}}).',
        nutrient: 'Nutrient',
        amount: 'Amount per day',
        none: 'Your doctor has not released the formula yet.',
        noneHint: 'Once it is released, you will see here what your capsules contain.',
        note: "Your doctor's note",
        footer:
          'This does not replace medical advice. Please only change your intake after talking to your doctor.',
      },
      change: {
        title: 'Pause or cancellation',
        intro:
          'Would you like to pause or end your plan? Send a request here. Your doctor reviews and confirms it – only then does your plan change.',
        requestPause: 'Ask for a pause',
        requestCancel: 'Ask to cancel',
        nothingPossible: 'Your plan is cancelled. There is nothing more you need to do.',
        open: {
          pause: 'On {{date}} you asked to pause your plan.',
          cancel: 'On {{date}} you asked to cancel your plan.',
        },
        waiting: 'Your doctor has not decided yet. Until then your plan continues as before.',
        yourMessage: 'Your message',
        withdraw: 'Withdraw request',
        withdrawn: 'Your request has been withdrawn.',
        sent: 'Your request has been sent to your practice.',
        dialog: {
          pauseTitle: 'Ask for a pause',
          cancelTitle: 'Ask to cancel',
          pauseText:
            'During a pause nothing is produced and nothing is charged. After 60 days the plan continues automatically.',
          cancelText:
            'A cancellation only affects future deliveries: an order already under way is still produced and delivered.',
          confirmNote:
            'Your doctor confirms the request. Only then does your plan change. You can see the status here on this page.',
          message: 'Message to your practice (optional)',
          messageHelp: 'For example the reason or from when. At most {{max}} characters.',
          submit: 'Send request',
          cancel: 'Cancel',
        },
      },
    },
  },
});
