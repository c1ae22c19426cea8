import { type EntityManager, In } from 'typeorm';
import { DoctorInvitation } from './entities/doctor-invitation.entity.js';

/** The invitation of an invited account (null: never invited), in the caller's transaction. */
export function invitationOf(manager: EntityManager, receiverId: string): Promise<DoctorInvitation | null> {
  return manager.findOneBy(DoctorInvitation, { receiver_id: receiverId });
}

/** The invitations of these accounts in one statement (a loader's batch); the uninvited have none. */
export function invitationsOf(
  manager: EntityManager,
  receiverIds: readonly string[],
): Promise<DoctorInvitation[]> {
  return manager.findBy(DoctorInvitation, { receiver_id: In([...receiverIds]) });
}
