// The registration area's public face: what other areas may use. Its tables (registration codes,
// doctor invitations) are written only here. `DoctorInvitation` is exported as a type: read an
// invitation with invitationOf/invitationsOf, change it through InvitationService.
export type { DoctorInvitation } from './entities/doctor-invitation.entity.js';
export { InvitationRegisterBody } from './inputs/invitation.dto.js';
export { RegistrationMedicalCenterInput } from './inputs/registration.types.js';
export { invitationOf, invitationsOf } from './invitation-reads.js';
export { RegistrationModule } from './registration.module.js';
export { DoctorAccountFactory } from './services/doctor-account-factory.service.js';
export { InvitationService } from './services/invitation.service.js';
