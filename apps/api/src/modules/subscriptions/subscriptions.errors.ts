import { defineErrors } from '../../common/errors/error-catalogue.js';

export const SubscriptionsError = defineErrors({
  alreadyPaused: 'subscriptions.alreadyPaused',
  notPaused: 'subscriptions.notPaused',
  alreadyCanceled: 'subscriptions.alreadyCanceled',
  requestPauseNotActive: 'subscriptions.requestPauseNotActive',
  requestPlanCanceled: 'subscriptions.requestPlanCanceled',
  requestAlreadyOpen: 'subscriptions.requestAlreadyOpen',
  changeRequestDecided: 'subscriptions.changeRequestDecided',
});
