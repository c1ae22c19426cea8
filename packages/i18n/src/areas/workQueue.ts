import { defineArea } from '../defineArea.js';

// "Zu erledigen" (issue 33): the items' labels are keyed by the API's WorkQueueItemKind.
export const workQueue = defineArea({
  de: {
    title: 'Zu erledigen',
    nothing: 'Nichts zu erledigen',
    loading: 'Zu erledigen wird geladen',
    loadFailed: 'Zu erledigen konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    badge: '{{count}} zu erledigen',
    items: {
      SamplesToRegister: 'Proben zu registrieren',
      PaymentsOverdue: 'Zahlungen seit über 3 Tagen offen oder abgelaufen',
      ResultsUnopened: 'Neue Ergebnisse, noch nicht geöffnet',
      RecipesToApprove: 'Rezepturen warten auf Freigabe',
      SubscriptionPaymentsPending: 'Abos mit offener Zahlung',
      SubscriptionChangeRequests: 'Bitten um Pause oder Kündigung eines Abos',
      BloodUploadsRejected: 'Vom Service-Team abgelehnte Uploads',
      LabRegistrationErrors: 'Fehler bei der Laborregistrierung',
      LabReportsQuarantined: 'Zurückgehaltene Laborbefunde',
      BloodUploadsWaiting: 'Uploads warten auf das Service-Team',
      PaymentsFailed: 'Zahlungen fehlgeschlagen oder zurückgebucht',
      CreditNotesToPay: 'Gutschriften zu bezahlen',
    },
  },
  en: {
    title: 'To do',
    nothing: 'Nothing to do',
    loading: 'Loading the to-do list',
    loadFailed: 'The to-do list could not be loaded.',
    retry: 'Try again',
    badge: '{{count}} to do',
    items: {
      SamplesToRegister: 'Samples to register',
      PaymentsOverdue: 'Payments open for more than 3 days or expired',
      ResultsUnopened: 'New results, not yet opened',
      RecipesToApprove: 'Recipes awaiting approval',
      SubscriptionPaymentsPending: 'Subscriptions with a pending payment',
      SubscriptionChangeRequests: 'Requests to pause or cancel a subscription',
      BloodUploadsRejected: 'Uploads rejected by the service team',
      LabRegistrationErrors: 'Lab registration errors',
      LabReportsQuarantined: 'Quarantined lab reports',
      BloodUploadsWaiting: 'Uploads waiting for the service team',
      PaymentsFailed: 'Payments failed or charged back',
      CreditNotesToPay: 'Credit notes to pay',
    },
  },
});
