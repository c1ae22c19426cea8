import { defineErrors } from '../../common/errors/error-catalogue.js';

export const SamplesError = defineErrors({
  barcodeNotUnique: 'samples.barcodeNotUnique',
  barcodeAlreadyUsed: 'samples.barcodeAlreadyUsed',
  orderCanceled: 'samples.orderCanceled',
  typeRequired: 'samples.typeRequired',
  typeNotOrdered: 'samples.typeNotOrdered',
  noSamples: 'samples.noSamples',
  alreadyRegistered: 'samples.alreadyRegistered',
  notPlaced: 'samples.notPlaced',
});
