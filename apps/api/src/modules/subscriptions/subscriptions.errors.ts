import { defineErrors } from '../../common/errors/error-catalogue.js';

export const SubscriptionsError = defineErrors({
  alreadyPaused: 'subscriptions.alreadyPaused',
  notPaused: 'subscriptions.notPaused',
  alreadyCanceled: 'subscriptions.alreadyCanceled',
});
