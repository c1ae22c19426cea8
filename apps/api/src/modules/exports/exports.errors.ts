import { defineErrors } from '../../common/errors/error-catalogue.js';

export const ExportsError = defineErrors({
  startRequired: 'exports.startRequired',
  endRequired: 'exports.endRequired',
  startInvalid: 'exports.startInvalid',
  endInvalid: 'exports.endInvalid',
  startTooEarly: 'exports.startTooEarly',
  endTooEarly: 'exports.endTooEarly',
  startInFuture: 'exports.startInFuture',
  endInFuture: 'exports.endInFuture',
  endBeforeStart: 'exports.endBeforeStart',
  formatInvalid: 'exports.formatInvalid',
});
