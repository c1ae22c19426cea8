import { defineErrors } from '../../common/errors/error-catalogue.js';

/** The admin's refusals on doctor accounts and their invitations. */
export const TherapistsError = defineErrors({
  alreadyActive: 'therapists.alreadyActive',
  alreadyInactive: 'therapists.alreadyInactive',
  invitationPending: 'therapists.invitationPending',
  activeCannotBeDeleted: 'therapists.activeCannotBeDeleted',
  hasLinkedData: 'therapists.hasLinkedData',
  notInvited: 'therapists.notInvited',
  invitationAccepted: 'therapists.invitationAccepted',
  invitationAlreadyDeleted: 'therapists.invitationAlreadyDeleted',
});
