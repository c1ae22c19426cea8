import { type Response } from 'express';
import { type Checked, isRecord, parseOrderIdMatch, refuse } from './checked.js';
import { sendMollieError } from './mollie-error.js';

export const FAULT_OPERATIONS = ['create', 'get', 'refund', 'methods'] as const;
export type FaultOperation = (typeof FAULT_OPERATIONS)[number];
export type FaultMode = 'error500' | 'timeout';

/**
 * Either a failing request (mode) or, for refunds only, a refund that is accepted and later ends
 * with refundStatus instead of refunded.
 */
export interface Fault {
  readonly operation: FaultOperation;
  readonly mode?: FaultMode;
  readonly refundStatus?: 'failed';
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

  /** Uses up one hit of the first failing-request fault for this operation whose match fits the order id. */
  take(operation: FaultOperation, orderId: string | null): FaultMode | undefined {
    return this.use((fault) => fault.mode !== undefined && fits(fault, operation, orderId))?.mode;
  }

  /** Uses up one hit of a refund-outcome fault: how the next refund of this order ends. */
  takeRefundOutcome(orderId: string | null): 'refunded' | 'failed' {
    return this.use((fault) => fault.refundStatus !== undefined && fits(fault, 'refund', orderId))
      ? 'failed'
      : 'refunded';
  }

  private use(matches: (fault: Fault) => boolean): Fault | undefined {
    const fault = this.faults.find(matches);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  /** Answers the request as the fault says; "timeout" answers 504 only after 30 s, if anyone still waits. */
  async apply(mode: FaultMode, response: Response): Promise<void> {
    if (mode === 'error500') {
      sendMollieError(response, 500, 'Simulated provider error.');
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
      sendMollieError(response, 504, 'Simulated provider timeout.');
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
  const { operation, mode, refundStatus, count = 1, match } = body;
  if (!FAULT_OPERATIONS.includes(operation as FaultOperation)) {
    return refuse('operation', `operation must be one of ${FAULT_OPERATIONS.join(', ')}.`);
  }
  if (refundStatus !== undefined && (operation !== 'refund' || refundStatus !== 'failed')) {
    return refuse('refundStatus', 'refundStatus may only be "failed", with operation "refund".');
  }
  if (refundStatus !== undefined && mode !== undefined) {
    return refuse('mode', 'Give either mode or refundStatus, not both.');
  }
  if (refundStatus === undefined && mode !== 'error500' && mode !== 'timeout')
    return refuse('mode', 'mode must be "error500" or "timeout".');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return refuse('count', 'count must be a whole number from 1.');
  }
  const orderId = parseOrderIdMatch(match);
  if (!orderId.ok) return orderId;
  const scope = orderId.value === undefined ? {} : { orderId: orderId.value };
  const effect =
    refundStatus === 'failed' ? { refundStatus: 'failed' as const } : { mode: mode as FaultMode };
  return {
    ok: true,
    value: { operation: operation as FaultOperation, ...effect, remaining: count, match: scope },
  };
}

function fits(fault: Fault, operation: FaultOperation, orderId: string | null): boolean {
  return (
    fault.operation === operation && (fault.match.orderId === undefined || fault.match.orderId === orderId)
  );
}
