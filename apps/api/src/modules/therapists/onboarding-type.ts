import { registerEnumType } from '@nestjs/graphql';
import type { DoctorInvitation } from '../registration/index.js';
import { OnboardingType as AccountOrigin } from '../users/index.js';

/**
 * How an account came to be, and for invited doctors where the invitation stands (spec: "invitation
 * onboarding types include invitation sent, expired, deleted"). Stored is only the origin
 * (users.onboardingType); the invitation states are read from doctor_invitations.
 */
export enum OnboardingType {
  REGISTRATION = 'REGISTRATION',
  INTERNAL = 'INTERNAL',
  /** Invited, and the doctor accepted. */
  INVITATION = 'INVITATION',
  INVITATION_SENT = 'INVITATION_SENT',
  INVITATION_EXPIRED = 'INVITATION_EXPIRED',
  INVITATION_DELETED = 'INVITATION_DELETED',
}

registerEnumType(OnboardingType, {
  name: 'OnboardingType',
  description:
    'REGISTRATION: signed up with a code; INTERNAL: staff account; INVITATION: accepted an invitation; ' +
    'INVITATION_SENT / _EXPIRED / _DELETED: invited, not accepted yet.',
});

/** The invited doctors whose invitation is still open (sent, expired or deleted). */
export const PENDING_INVITATION = [
  OnboardingType.INVITATION_SENT,
  OnboardingType.INVITATION_EXPIRED,
  OnboardingType.INVITATION_DELETED,
];

export function onboardingTypeOf(
  origin: AccountOrigin,
  invitation: Pick<DoctorInvitation, 'accepted_at' | 'deleted_at' | 'expires_at'> | null,
  now = new Date(),
): OnboardingType {
  if (origin !== AccountOrigin.INVITATION || !invitation || invitation.accepted_at)
    return origin as string as OnboardingType;
  if (invitation.deleted_at) return OnboardingType.INVITATION_DELETED;
  if (invitation.expires_at <= now) return OnboardingType.INVITATION_EXPIRED;
  return OnboardingType.INVITATION_SENT;
}

/** The same as SQL, over `user` and a LEFT JOINed `invitation`: what the list filters on. */
export const ONBOARDING_TYPE_SQL = `CASE
  WHEN "user"."onboarding_type" <> 'INVITATION' OR invitation.id IS NULL OR invitation.accepted_at IS NOT NULL
    THEN "user"."onboarding_type"::text
  WHEN invitation.deleted_at IS NOT NULL THEN 'INVITATION_DELETED'
  WHEN invitation.expires_at <= now() THEN 'INVITATION_EXPIRED'
  ELSE 'INVITATION_SENT' END`;
