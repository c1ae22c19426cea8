import { type EventEmitter } from 'node:events';

export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export interface ShutdownHooks {
  readonly close: () => Promise<void>;
  readonly log: (message: string) => void;
  /** Called when a second signal arrives before close() has finished. */
  readonly forceExit: () => void;
}

/** On the first SIGINT or SIGTERM close gracefully; on a second one, give up waiting. */
export function closeOnSignal(target: EventEmitter, { close, log, forceExit }: ShutdownHooks): void {
  let closing = false;
  const onSignal = (signal: string): void => {
    if (closing) {
      log(`${signal} again, exiting without waiting.`);
      forceExit();
      return;
    }
    closing = true;
    log(`${signal} received, shutting down...`);
    close().then(
      () => {
        log('Sandbox stopped.');
        for (const name of SHUTDOWN_SIGNALS) target.off(name, onSignal);
      },
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        forceExit();
      },
    );
  };
  for (const name of SHUTDOWN_SIGNALS) target.on(name, onSignal);
}
