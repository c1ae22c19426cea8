import { describe, expect, it } from 'vitest';
import { linkState } from './linkState';

const now = new Date('2026-11-25T10:00:00Z');
const sent = { sent_at: '2026-11-20T08:30:00Z', expires_at: '2026-12-04T08:30:00Z', submitted_at: null };

describe('linkState', () => {
  it('says when no link was sent', () => {
    expect(linkState(null, now)).toEqual({ kind: 'none' });
    expect(linkState(undefined, now)).toEqual({ kind: 'none' });
  });

  it('shows an open link with its expiry in Berlin time', () => {
    expect(linkState(sent, now)).toEqual({
      kind: 'open',
      sentAt: '20.11.2026 09:30',
      expiresAt: '04.12.2026 09:30',
    });
  });

  it('shows an expired link', () => {
    expect(linkState({ ...sent, expires_at: '2026-11-25T10:00:00Z' }, now)).toMatchObject({
      kind: 'expired',
    });
  });

  it('shows the submission, expired or not', () => {
    expect(linkState({ ...sent, submitted_at: '2026-11-21T17:05:00Z' }, now)).toEqual({
      kind: 'submitted',
      sentAt: '20.11.2026 09:30',
      submittedAt: '21.11.2026 18:05',
    });
  });
});
