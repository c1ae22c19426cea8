import { resources } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import {
  actionOfParam,
  allowedActions,
  blocksNewSubscription,
  pendingLabelOf,
  subscriptionStatusTag,
} from './subscriptionStatus';

const de = resources.de.translation;
const label = (key: string) =>
  key.split('.').reduce<unknown>((texts, part) => (texts as Record<string, unknown>)[part], de);

describe('the Elements plan status mapping', () => {
  it('gives the badge of the spec: aktiv green, pausiert yellow, gekündigt red, inaktiv grey', () => {
    const shown = (status: string | null) => {
      const tag = subscriptionStatusTag(status);
      return [label(tag.label), tag.intent];
    };
    expect(shown('active')).toEqual(['aktiv', 'success']);
    expect(shown('paused')).toEqual(['pausiert', 'warning']);
    expect(shown('canceled')).toEqual(['gekündigt', 'danger']);
    // No plan at all, and a status the web does not know, read inaktiv.
    expect(shown(null)).toEqual(['inaktiv', 'none']);
    expect(shown('trial')).toEqual(['inaktiv', 'none']);
  });

  it('labels what the server says an active plan waits for, and nothing it does not know', () => {
    expect(label(pendingLabelOf('payment')!)).toBe('Zahlung ausstehend');
    expect(label(pendingLabelOf('results')!)).toBe('Warten auf Ergebnisse');
    expect(pendingLabelOf(null)).toBeNull();
    expect(pendingLabelOf('%future added value')).toBeNull();
  });

  it("offers the spec's transitions only", () => {
    expect(allowedActions('active')).toEqual(['pause', 'cancel']);
    expect(allowedActions('paused')).toEqual(['resume', 'cancel']);
    expect(allowedActions('canceled')).toEqual([]);
  });

  it('blocks a new plan while any plan is active or paused', () => {
    expect(blocksNewSubscription([])).toBe(false);
    expect(blocksNewSubscription(['canceled', 'canceled'])).toBe(false);
    expect(blocksNewSubscription(['canceled', 'active'])).toBe(true);
    expect(blocksNewSubscription(['paused'])).toBe(true);
  });

  it('reads the dialogs from the action parameter', () => {
    expect(actionOfParam('pause_subscription')).toBe('pause');
    expect(actionOfParam('resume_subscription')).toBe('resume');
    expect(actionOfParam('cancel_subscription')).toBe('cancel');
    expect(actionOfParam('new_subscription')).toBeNull();
  });
});
