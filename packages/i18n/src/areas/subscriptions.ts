import { defineArea } from '../defineArea.js';

// The Elements-plan subscription (patient's subscriptions tab, profile badge, admin list): labels as
// the doctor-portal spec writes them.
export const subscriptions = defineArea({
  de: {
    status: {
      active: 'aktiv',
      paused: 'pausiert',
      canceled: 'gekündigt',
      none: 'inaktiv',
    },
    pending: {
      payment: 'Zahlung ausstehend',
      results: 'Warten auf Ergebnisse',
    },
    /** A status with its pending note, e.g. 'aktiv (Zahlung ausstehend)'. */
    statusWithPending: '{{status}} ({{pending}})',
    nextProduction: {
      afterAnalysis: 'follows after analysis',
      paused: 'subscription currently paused',
    },
    interval: 'every 90 days',
    pricePer: 'pro 90 Tage',
    tab: 'Abos',
    list: {
      title: 'Elements-Plan',
      loadFailed: 'Die Abos konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      empty: 'Noch kein Elements-Plan.',
      emptyHint:
        'Mit der ersten Supplements-Bestellung beginnt das Abo: alle 90 Tage eine neue Lieferung der persönlichen Rezeptur.',
      columns: {
        number: 'Abo',
        status: 'Status',
        startDate: 'Start',
        nextProduction: 'Nächster Produktionsstart',
        interval: 'Intervall',
        price: 'Preis',
        unpaidOrders: 'Offene Zahlungen',
        orders: 'Bestellungen',
        actions: 'Aktionen',
      },
      noOrders: 'Keine Bestellungen',
    },
    changeRequest: {
      pause: 'Patient/-in bittet darum, den Plan zu pausieren',
      cancel: 'Patient/-in bittet darum, den Plan zu kündigen',
      requestedAt: 'Angefragt im Patientenportal am {{date}}.',
      message: 'Nachricht: „{{message}}“',
      confirm: 'Bestätigen',
      decline: 'Ablehnen',
      confirmed: 'Die Anfrage ist bestätigt.',
      declined: 'Die Anfrage ist abgelehnt.',
    },
    newSubscription: {
      open: 'Elements-Plan aktivieren',
      blocked:
        'Es gibt bereits ein aktives oder pausiertes Abo. Ein neuer Plan kann erst nach dessen Kündigung aktiviert werden.',
    },
    actions: {
      pause: 'Abo pausieren',
      resume: 'Abo fortsetzen',
      cancel: 'Abo kündigen',
    },
    dialog: {
      close: 'Schließen',
      notFound: 'Dieses Abo wurde nicht gefunden.',
      notAllowed: 'Für ein Abo mit dem Status „{{status}}“ ist diese Aktion nicht möglich.',
      loadFailed: 'Das Abo konnte nicht geladen werden.',
    },
    pause: {
      title: 'Abo pausieren',
      text: 'Während der Pause werden keine Supplements produziert und keine Zahlungen fällig; offene Zahlungslinks sind angehalten.',
      resumeNote: 'Nach 60 Tagen wird das Abo automatisch fortgesetzt. Sie können es auch früher fortsetzen.',
      submit: 'Abo pausieren',
      done: 'Das Abo ist pausiert.',
    },
    resume: {
      title: 'Abo fortsetzen',
      text: 'Produktion und Zahlungen laufen wieder an. Ab heute beginnt ein neuer Zeitraum von 90 Tagen.',
      submit: 'Abo fortsetzen',
      done: 'Das Abo läuft wieder.',
    },
    cancel: {
      title: 'Abo kündigen',
      text: 'Die Kündigung betrifft nur künftige Lieferungen: Die laufende Bestellung wird noch produziert und geliefert. Ein gekündigtes Abo kann nicht wieder aufgenommen werden.',
      contact: 'Fragen zur Kündigung? Rufen Sie uns an:',
      submit: 'Abo kündigen',
      done: 'Das Abo ist gekündigt.',
    },
  },
  en: {
    status: {
      active: 'active',
      paused: 'paused',
      canceled: 'canceled',
      none: 'inactive',
    },
    pending: {
      payment: 'pending',
      results: 'pending results',
    },
    statusWithPending: '{{status}} ({{pending}})',
    nextProduction: {
      afterAnalysis: 'follows after analysis',
      paused: 'subscription currently paused',
    },
    interval: 'every 90 days',
    pricePer: 'per 90 days',
    tab: 'Subscriptions',
    list: {
      title: 'Elements plan',
      loadFailed: 'The subscriptions could not be loaded.',
      retry: 'Try again',
      empty: 'No Elements plan yet.',
      emptyHint:
        'The subscription starts with the first supplements order: a new delivery of the personal formula every 90 days.',
      columns: {
        number: 'Subscription',
        status: 'Status',
        startDate: 'Start',
        nextProduction: 'Next production start',
        interval: 'Interval',
        price: 'Price',
        unpaidOrders: 'Unpaid orders',
        orders: 'Orders',
        actions: 'Actions',
      },
      noOrders: 'No orders',
    },
    changeRequest: {
      pause: 'The patient asks to pause the plan',
      cancel: 'The patient asks to cancel the plan',
      requestedAt: 'Requested in the patient portal on {{date}}.',
      message: 'Message: "{{message}}"',
      confirm: 'Confirm',
      decline: 'Decline',
      confirmed: 'The request is confirmed.',
      declined: 'The request is declined.',
    },
    newSubscription: {
      open: 'Activate Elements plan',
      blocked:
        'There is already an active or paused subscription. A new plan can be activated only after it has been canceled.',
    },
    actions: {
      pause: 'Pause subscription',
      resume: 'Resume subscription',
      cancel: 'Cancel subscription',
    },
    dialog: {
      close: 'Close',
      notFound: 'This subscription was not found.',
      notAllowed: 'This action is not possible for a subscription with the status “{{status}}”.',
      loadFailed: 'The subscription could not be loaded.',
    },
    pause: {
      title: 'Pause subscription',
      text: 'While paused, no supplements are produced and no payments are due; open payment links are on hold.',
      resumeNote: 'The subscription resumes automatically after 60 days. You can also resume it earlier.',
      submit: 'Pause subscription',
      done: 'The subscription is paused.',
    },
    resume: {
      title: 'Resume subscription',
      text: 'Production and payments start again. A new 90-day period begins today.',
      submit: 'Resume subscription',
      done: 'The subscription is running again.',
    },
    cancel: {
      title: 'Cancel subscription',
      text: 'Cancelling affects only future deliveries: the current order is still produced and delivered. A canceled subscription cannot be taken up again.',
      contact: 'Questions about cancelling? Call us:',
      submit: 'Cancel subscription',
      done: 'The subscription is canceled.',
    },
  },
});
