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
    nextProduction: {
      afterAnalysis: 'follows after analysis',
      paused: 'subscription currently paused',
    },
    interval: 'every 90 days',
    pricePer: 'pro 90 Tage',
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
    nextProduction: {
      afterAnalysis: 'follows after analysis',
      paused: 'subscription currently paused',
    },
    interval: 'every 90 days',
    pricePer: 'per 90 days',
  },
});
