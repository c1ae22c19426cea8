/** What the row actions of one therapist need to know (from the list's row). */
export interface TherapistSummary {
  /** The user's id (disable2FA, forceDeleteUser, updateUserPartnershipModel, invitations). */
  userId: string;
  /** The doctor record's id (`doctorId` in the URL, activation, login as doctor, credit notes). */
  doctorId: string;
  name: string;
  email: string;
  partnershipModelId: string | null;
}
