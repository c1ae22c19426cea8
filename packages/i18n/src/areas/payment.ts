import { defineArea } from '../defineArea.js';

// The patient's pages of payment by link: the link's page (/pay/:token) and the provider's return page
// (/payment). Neither claims a payment that the portal has not confirmed.
export const payment = defineArea({
  de: {
    link: {
      title: 'Bestellung bezahlen',
      loading: 'Der Zahlungslink wird geladen …',
      orderNumber: 'Bestellnummer',
      amount: 'Betrag',
      validUntil: 'Link gültig bis',
      pay: 'Jetzt bezahlen',
      chooseMethod: 'Zahlungsart wählen',
      failed: 'Die letzte Zahlung wurde nicht abgeschlossen. Sie können es erneut versuchen.',
      paid: 'Diese Bestellung ist bereits bezahlt.',
      canceled: 'Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.',
      invalidTitle: 'Zahlungslink ungültig oder abgelaufen',
      invalid: 'Dieser Zahlungslink ist ungültig oder abgelaufen.',
      expired: 'Dieser Zahlungslink ist abgelaufen.',
      contactPractice: 'Bitte wenden Sie sich an Ihre Praxis, um einen neuen Zahlungslink zu erhalten.',
    },
    result: {
      title: 'Zahlung',
      invalid: 'Bestellnummer und Zahlungsstatus fehlen.',
      successTitle: 'Zahlung erfolgreich abgeschlossen',
      successText: 'Vielen Dank! Ihre Zahlung für die Bestellung {{orderNumber}} ist bei uns eingegangen.',
      confirmingTitle: 'Zahlung wird bestätigt',
      confirmingText:
        'Wir warten noch auf die Bestätigung des Zahlungsanbieters. Sie können diese Seite schließen: Sobald die Zahlung verbucht ist, zeigt Ihr Zahlungslink die Bestellung als bezahlt an.',
      slowText:
        'Die Bestätigung dauert länger als üblich. Sie können diese Seite schließen; ob die Zahlung eingegangen ist, sehen Sie später über Ihren Zahlungslink.',
      notCompletedTitle: 'Zahlung nicht abgeschlossen',
      notCompletedText:
        'Die Zahlung wurde nicht abgeschlossen. Über Ihren Zahlungslink können Sie es erneut versuchen.',
      retry: 'Erneut bezahlen',
      returnedTitle: 'Zurück vom Zahlungsanbieter',
      returnedText:
        'Der Zahlungsanbieter hat Sie zurückgeleitet. Ob die Zahlung eingegangen ist, zeigt die Bestellung, sobald wir sie verbucht haben.',
      notCompletedWithoutLink: 'Die Zahlung wurde nicht abgeschlossen.',
    },
  },
  en: {
    link: {
      title: 'Pay for your order',
      loading: 'Loading the payment link …',
      orderNumber: 'Order number',
      amount: 'Amount',
      validUntil: 'Link valid until',
      pay: 'Pay now',
      chooseMethod: 'Choose a payment method',
      failed: 'The last payment was not completed. You can try again.',
      paid: 'This order has already been paid.',
      canceled: 'This order has been canceled and can no longer be paid.',
      invalidTitle: 'Payment link invalid or expired',
      invalid: 'This payment link is invalid or has expired.',
      expired: 'This payment link has expired.',
      contactPractice: 'Please contact your practice to receive a new payment link.',
    },
    result: {
      title: 'Payment',
      invalid: 'Order number and payment status are missing.',
      successTitle: 'Payment completed successfully',
      successText: 'Thank you! We have received your payment for order {{orderNumber}}.',
      confirmingTitle: 'Confirming your payment',
      confirmingText:
        'We are still waiting for the payment provider to confirm. You can close this page: once the payment is booked, your payment link shows the order as paid.',
      slowText:
        'The confirmation is taking longer than usual. You can close this page; your payment link will show later whether the payment has arrived.',
      notCompletedTitle: 'Payment not completed',
      notCompletedText: 'The payment was not completed. You can try again through your payment link.',
      retry: 'Pay again',
      returnedTitle: 'Back from the payment provider',
      returnedText:
        'The payment provider has sent you back. Whether the payment has arrived shows on the order once we have booked it.',
      notCompletedWithoutLink: 'The payment was not completed.',
    },
  },
});
