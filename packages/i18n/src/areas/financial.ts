import { defineArea } from '../defineArea.js';

// The doctor's financial page /financial (Verrechnung): statistics, consulting fees, the bank-details banner.
// Fee status labels as the doctor-portal spec writes them (Paid 'Ausbezahlt', Unpaid 'Unbezahlt').
export const financial = defineArea({
  de: {
    title: 'Verrechnung',
    statistics: {
      label: 'Übersicht der Beratungsgebühren',
      totalEarned: 'Gesamt verdient',
      totalEarnedThisMonth: 'Verdient in diesem Monat',
      openConsultingFees: 'Offene Beratungsgebühren',
    },
    billingDetailsLink: 'Bankverbindung hinterlegen',
    search: 'Suche nach Auftragsnummer oder Patient',
    statusFilter: 'Status',
    allStatuses: 'Alle Status',
    status: {
      Paid: 'Ausbezahlt',
      Unpaid: 'Unbezahlt',
      Canceled: 'Storniert',
    },
    columns: {
      orderNumber: 'Auftragsnummer',
      orderDate: 'Auftragsdatum',
      patient: 'Patient',
      amount: 'Betrag',
      status: 'Status',
      paidAt: 'Ausbezahlt am',
    },
    openOrder: 'Auftragsdetails zu {{orderNumber}} öffnen',
    empty: 'Noch keine Beratungsgebühren.',
    emptyHint: 'Sobald ein Patient einen Auftrag bezahlt hat, erscheint hier Ihre Beratungsgebühr.',
    emptyFiltered: 'Keine Beratungsgebühren mit diesem Status.',
    pageOf: 'Seite {{page}} von {{lastPage}} ({{total}} Beratungsgebühren)',
    notFound: 'Nicht gefunden!',
    loadFailed: 'Die Verrechnung konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  en: {
    title: 'Billing',
    statistics: {
      label: 'Consulting fees at a glance',
      totalEarned: 'Total earned',
      totalEarnedThisMonth: 'Earned this month',
      openConsultingFees: 'Open consulting fees',
    },
    billingDetailsLink: 'Enter bank details',
    search: 'Search by order number or patient',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    status: {
      Paid: 'Paid out',
      Unpaid: 'Unpaid',
      Canceled: 'Canceled',
    },
    columns: {
      orderNumber: 'Order number',
      orderDate: 'Order date',
      patient: 'Patient',
      amount: 'Amount',
      status: 'Status',
      paidAt: 'Paid out on',
    },
    openOrder: 'Open the details of order {{orderNumber}}',
    empty: 'No consulting fees yet.',
    emptyHint: 'Once a patient has paid an order, your consulting fee appears here.',
    emptyFiltered: 'No consulting fees with this status.',
    pageOf: 'Page {{page}} of {{lastPage}} ({{total}} consulting fees)',
    notFound: 'Not found!',
    loadFailed: 'The billing page could not be loaded.',
    retry: 'Try again',
  },
});
