import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { closeOnSignal } from './shutdown.js';

function setUp(close: () => Promise<void>) {
  const target = new EventEmitter();
  const log = vi.fn<(message: string) => void>();
  const forceExit = vi.fn<() => void>();
  closeOnSignal(target, { close, log, forceExit });
  return { target, log, forceExit };
}

describe('closeOnSignal', () => {
  it.each(['SIGINT', 'SIGTERM'])('closes once on %s and then lets go of the signals', async (signal) => {
    const close = vi.fn(() => Promise.resolve());
    const { target, log, forceExit } = setUp(close);
    target.emit(signal, signal);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Sandbox stopped.'));
    expect(close).toHaveBeenCalledTimes(1);
    expect(forceExit).not.toHaveBeenCalled();
    expect(target.listenerCount('SIGINT') + target.listenerCount('SIGTERM')).toBe(0);
  });

  it('exits at once on a second signal while closing', () => {
    const { target, forceExit } = setUp(() => new Promise<void>(() => undefined));
    target.emit('SIGTERM', 'SIGTERM');
    expect(forceExit).not.toHaveBeenCalled();
    target.emit('SIGINT', 'SIGINT');
    expect(forceExit).toHaveBeenCalledTimes(1);
  });

  it('exits when closing fails', async () => {
    const { target, log, forceExit } = setUp(() => Promise.reject(new Error('stuck')));
    target.emit('SIGINT', 'SIGINT');
    await vi.waitFor(() => expect(forceExit).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith('Shutdown failed: stuck');
  });
});
