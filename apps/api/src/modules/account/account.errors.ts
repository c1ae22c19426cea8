import { defineErrors } from '../../common/errors/error-catalogue.js';

export const AccountError = defineErrors({
  wrongCurrentPassword: 'account.wrongCurrentPassword',
  passwordsDoNotMatch: 'account.passwordsDoNotMatch',
  unknownPartnershipModel: 'account.unknownPartnershipModel',
  partnershipModelNeedsActiveDoctor: 'account.partnershipModelNeedsActiveDoctor',
  hasLinkedData: { reason: 'account.hasLinkedData', wire: 'ACCOUNT_HAS_LINKED_DATA' },
  newEmailTaken: { reason: 'account.newEmailTaken', wire: 'The new email has already been taken.' },
});
