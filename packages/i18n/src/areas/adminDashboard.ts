import { defineArea } from '../defineArea.js';

// The admin dashboard (admin spec, /admin): subscriber totals, the month's best sellers, the latest orders
// and therapists.
export const adminDashboard = defineArea({
  de: {
    title: 'Dashboard',
    loadFailed: 'Das Dashboard konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    subscribers: {
      title: 'Abonnent/-innen',
      active: 'Aktiv',
      paused: 'Pausiert',
    },
    customers: {
      title: 'Kund/-innen',
      total: 'Gesamt',
    },
    bestSellers: {
      title: 'Bestseller',
      month: 'seit dem {{date}}',
      empty: 'In diesem Monat wurde noch nichts verkauft.',
      quantity: 'Menge',
    },
    latestOrders: {
      title: 'Neueste Aufträge',
      all: 'Alle Aufträge',
      empty: 'Noch keine Aufträge.',
      number: 'Auftragsnummer',
      patient: 'Patient/-in',
      status: 'Status',
      payment: 'Zahlung',
      total: 'Summe',
      createdAt: 'Erstellt am',
      draft: 'Entwurf',
    },
    latestTherapists: {
      title: 'Neueste Therapeut/-innen',
      all: 'Alle Therapeut/-innen',
      empty: 'Noch keine Therapeut/-innen.',
      name: 'Name',
      email: 'E-Mail',
      status: 'Status',
      active: 'aktiv',
      inactive: 'inaktiv',
      createdAt: 'Registriert am',
    },
  },
  en: {
    title: 'Dashboard',
    loadFailed: 'The dashboard could not be loaded.',
    retry: 'Try again',
    subscribers: {
      title: 'Subscribers',
      active: 'Active',
      paused: 'Paused',
    },
    customers: {
      title: 'Customers',
      total: 'Total',
    },
    bestSellers: {
      title: 'Best Sellers',
      month: 'since {{date}}',
      empty: 'Nothing sold this month yet.',
      quantity: 'Quantity',
    },
    latestOrders: {
      title: 'Latest orders',
      all: 'All orders',
      empty: 'No orders yet.',
      number: 'Order number',
      patient: 'Patient',
      status: 'Status',
      payment: 'Payment',
      total: 'Total',
      createdAt: 'Created',
      draft: 'Draft',
    },
    latestTherapists: {
      title: 'Latest therapists',
      all: 'All therapists',
      empty: 'No therapists yet.',
      name: 'Name',
      email: 'E-mail',
      status: 'Status',
      active: 'active',
      inactive: 'inactive',
      createdAt: 'Registered',
    },
  },
});
