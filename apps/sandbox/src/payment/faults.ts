import { type Response } from 'express';
import { type Checked, isRecord, parseOrderIdMatch, refuse } from './checked.js';

export type FaultOperation = 'create' | 'get';
export type FaultMode = 'error500' | 'timeout';

export interface Fault {
  readonly operation: FaultOperation;
  readonly mode: FaultMode;
  /** How many more requests it hits. */
  remaining: number;
  readonly match: { readonly orderId?: string };
}

/** How long a "timeout" fault holds a request: longer than any sane client waits. */
export const FAULT_TIMEOUT_MS = 30_000;

/** Injected failures of the provider API, each for a number of matching requests. */
export class FaultBook {
  private faults: Fault[] = [];
  private readonly holds = new Set<{ timer: NodeJS.Timeout; response: Response; done: () => void }>();

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** Uses up one hit of the first fault for this operation whose match fits the order id. */
  take(operation: FaultOperation, orderId: string | null): FaultMode | undefined {
    const fault = this.faults.find(
      (candidate) =>
        candidate.operation === operation &&
        (candidate.match.orderId === undefined || candidate.match.orderId === orderId),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault.mode;
  }

  clear(): void {
    this.faults = [];
  }

  /** Answers the request as the fault says; "timeout" answers 504 only after 30 s, if anyone still waits. */
  async apply(mode: FaultMode, response: Response): Promise<void> {
    if (mode === 'error500') {
      response.status(500).json({ error: 'Simulated provider error.' });
      return;
    }
    await new Promise<void>((resolve) => {
      const hold = {
        timer: setTimeout(() => finish(), FAULT_TIMEOUT_MS),
        response,
        done: () => finish(),
      };
      const finish = (): void => {
        clearTimeout(hold.timer);
        this.holds.delete(hold);
        resolve();
      };
      this.holds.add(hold);
      // The client gave up first (the usual case): nothing left to answer.
      response.once('close', finish);
    });
    if (!response.writableEnded && !response.socket?.destroyed) {
      response.status(504).json({ error: 'Simulated provider timeout.' });
    }
  }

  /** Drops every held request's connection so the HTTP server can close. */
  close(): void {
    for (const hold of [...this.holds]) {
      hold.response.socket?.destroy();
      hold.done();
    }
    this.faults = [];
  }
}

export function parseFault(body: unknown): Checked<Fault> {
  if (!isRecord(body)) return refuse('body', 'Send a JSON object.');
  const { operation, mode, count = 1, match } = body;
  if (operation !== 'create' && operation !== 'get') {
    return refuse('operation', 'operation must be "create" or "get".');
  }
  if (mode !== 'error500' && mode !== 'timeout')
    return refuse('mode', 'mode must be "error500" or "timeout".');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return refuse('count', 'count must be a whole number from 1.');
  }
  const orderId = parseOrderIdMatch(match);
  if (!orderId.ok) return orderId;
  const scope = orderId.value === undefined ? {} : { orderId: orderId.value };
  return { ok: true, value: { operation, mode, remaining: count, match: scope } };
}
