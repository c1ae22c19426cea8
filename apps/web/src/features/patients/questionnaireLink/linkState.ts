import { formatDateTime } from '@portal/shared-types';

export interface QuestionnaireLinkTimes {
  readonly sent_at: string;
  readonly expires_at: string;
  readonly submitted_at: string | null | undefined;
}

export type LinkState =
  | { kind: 'none' }
  | { kind: 'open' | 'expired'; sentAt: string; expiresAt: string }
  | { kind: 'submitted'; sentAt: string; submittedAt: string };

/** The line under the doctor's send button: the newest link's state, times as 'DD.MM.YYYY HH:mm' (Berlin). */
export function linkState(
  link: QuestionnaireLinkTimes | null | undefined,
  now: Date = new Date(),
): LinkState {
  if (!link) return { kind: 'none' };
  const sentAt = formatDateTime(link.sent_at);
  if (link.submitted_at) return { kind: 'submitted', sentAt, submittedAt: formatDateTime(link.submitted_at) };
  const expiresAt = formatDateTime(link.expires_at);
  return { kind: new Date(link.expires_at) <= now ? 'expired' : 'open', sentAt, expiresAt };
}
