import { type Response } from 'express';
import { isRecord } from '../payment/checked.js';
import { type LabOrderError } from './lab.js';

export type LabFaultOperation = 'create' | 'get';
export type LabFaultMode = 'error500' | 'timeout';

export interface LabFault {
  readonly operation: LabFaultOperation;
  readonly mode: LabFaultMode;
  /** How many more requests it hits. */
  remaining: number;
  /** externalOrderNo prefix. */
  readonly match: { readonly externalOrderNo?: string };
}

/** How long a "timeout" holds a request: longer than any sane client waits. */
export const LAB_TIMEOUT_MS = 30_000;

/** Injected failures of the lab API (and the magic barcodes' ones), each for a number of requests. */
export class LabFaultBook {
  private faults: LabFault[] = [];
  private readonly holds = new Set<{ response: Response; done: () => void }>();

  add(fault: LabFault): void {
    this.faults.push(fault);
  }

  list(): readonly LabFault[] {
    return this.faults;
  }

  /** Uses up one hit of the first fault for this operation whose prefix fits the externalOrderNo. */
  take(operation: LabFaultOperation, externalOrderNo: string | null): LabFaultMode | undefined {
    const fault = this.faults.find(
      (candidate) =>
        candidate.operation === operation &&
        (candidate.match.externalOrderNo === undefined ||
          (externalOrderNo !== null && externalOrderNo.startsWith(candidate.match.externalOrderNo))),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault.mode;
  }

  clear(): void {
    this.faults = [];
  }

  /** Answers as the fault says; "timeout" answers 504 only after 30 s, if anyone still waits. */
  async apply(mode: LabFaultMode, response: Response): Promise<void> {
    if (mode === 'error500') {
      response.status(500).json({ error: 'Simulated lab error.' });
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => finish(), LAB_TIMEOUT_MS);
      const hold = { response, done: () => finish() };
      const finish = (): void => {
        clearTimeout(timer);
        this.holds.delete(hold);
        resolve();
      };
      this.holds.add(hold);
      // The client gave up first (the usual case): nothing left to answer.
      response.once('close', finish);
    });
    if (!response.writableEnded && !response.socket?.destroyed) {
      response.status(504).json({ error: 'Simulated lab timeout.' });
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

export type CheckedFault = { ok: true; value: LabFault } | { ok: false; error: LabOrderError };

export function parseLabFault(body: unknown): CheckedFault {
  const refuse = (field: string, message: string): CheckedFault => ({ ok: false, error: { field, message } });
  if (!isRecord(body)) return refuse('body', 'Send a JSON object.');
  const { operation, mode, count = 1, match } = body;
  if (operation !== 'create' && operation !== 'get')
    return refuse('operation', 'operation must be "create" or "get".');
  if (mode !== 'error500' && mode !== 'timeout')
    return refuse('mode', 'mode must be "error500" or "timeout".');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    return refuse('count', 'count must be a whole number from 1.');
  const prefix = parseExternalOrderNoMatch(match);
  if (!prefix.ok) return prefix;
  const scope = prefix.value === undefined ? {} : { externalOrderNo: prefix.value };
  return { ok: true, value: { operation, mode, remaining: count, match: scope } };
}

/** The optional `match: { externalOrderNo }` (a prefix) that scopes a test control. */
export function parseExternalOrderNoMatch(
  match: unknown,
): { ok: true; value: string | undefined } | { ok: false; error: LabOrderError } {
  if (match === undefined || match === null) return { ok: true, value: undefined };
  if (!isRecord(match)) return { ok: false, error: { field: 'match', message: 'match must be an object.' } };
  const { externalOrderNo } = match;
  if (externalOrderNo !== undefined && (typeof externalOrderNo !== 'string' || externalOrderNo === '')) {
    return {
      ok: false,
      error: { field: 'match.externalOrderNo', message: 'match.externalOrderNo must be a non-empty string.' },
    };
  }
  return { ok: true, value: externalOrderNo };
}
