import { describe, expect, it, vi } from 'vitest';
import { type EffectTargets, runErrorEffects } from './runErrorEffects';

const fakeTargets = () => ({
  logoutAll: vi.fn(),
  openMaintenanceModal: vi.fn(),
  showErrorToast: vi.fn(),
  translate: vi.fn(
    (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`,
  ),
});

describe('runErrorEffects', () => {
  it('carries out each effect', () => {
    const targets = fakeTargets();
    runErrorEffects(
      [
        { type: 'logoutAll' },
        { type: 'openMaintenanceModal', reason: 'handledByAdmin' },
        { type: 'toast', text: { reason: 'common.unauthenticated' }, oops: false },
        { type: 'toast', text: { key: 'somethingWentWrong' }, oops: false },
        { type: 'toast', text: { verbatim: 'Kaputt' }, oops: true },
      ],
      targets satisfies EffectTargets,
    );
    expect(targets.logoutAll).toHaveBeenCalledOnce();
    expect(targets.openMaintenanceModal).toHaveBeenCalledExactlyOnceWith('handledByAdmin');
    expect(targets.showErrorToast.mock.calls).toEqual([
      ['errors.common.unauthenticated'],
      ['errors.somethingWentWrong'],
      ['errors.oops{"message":"Kaputt"}'],
    ]);
  });
});
