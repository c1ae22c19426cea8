import { type Toaster } from '@blueprintjs/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerToaster, toast } from './toast';

const fakeToaster = () => ({ show: vi.fn(), dismiss: vi.fn(), clear: vi.fn(), getToasts: vi.fn() });

afterEach(() => registerToaster(null));

describe('toast', () => {
  it('shows error toasts for 10 seconds in the danger intent', () => {
    const toaster = fakeToaster();
    registerToaster(toaster satisfies Toaster);
    toast.error('Zu viele Anfragen.');
    expect(toaster.show).toHaveBeenCalledWith({
      message: 'Zu viele Anfragen.',
      intent: 'danger',
      timeout: 10000,
    });
  });

  it('keeps toasts raised before the toaster mounts and shows them on mount', () => {
    toast.success('Gespeichert');
    const toaster = fakeToaster();
    registerToaster(toaster);
    expect(toaster.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Gespeichert', intent: 'success' }),
    );
  });
});
