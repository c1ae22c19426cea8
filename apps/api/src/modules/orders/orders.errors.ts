import { defineErrors } from '../../common/errors/error-catalogue.js';

export const OrdersError = defineErrors({
  // The spec's error catalogue quotes this English sentence as what the client shows.
  patientNotFound: {
    reason: 'orders.patientNotFound',
    wire: 'Could not find the patient to assign the order to.',
  },
  noPartnershipType: 'orders.noPartnershipType',
  noItems: 'orders.noItems',
  deliveryAddressInvalid: 'orders.deliveryAddressInvalid',
  confirmationRequired: 'orders.confirmationRequired',
  confirmationOutdated: 'orders.confirmationOutdated',
  notDraft: 'orders.notDraft',
  alreadyPlaced: 'orders.alreadyPlaced',
  notCancelable: 'orders.notCancelable',
  paidNotDeletable: 'orders.paidNotDeletable',
  practiceRequired: 'orders.practiceRequired',
});
