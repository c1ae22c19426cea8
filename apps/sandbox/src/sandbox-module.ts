import { type Router } from 'express';

/**
 * One stand-in for an outside service (mail now; payment provider and lab partner later).
 * Each adds its routes to the shared HTTP app and may open listeners of its own.
 */
export interface SandboxModule {
  readonly name: string;
  registerRoutes(router: Router): void;
  start(): Promise<void>;
  close(): Promise<void>;
  /** Addresses worth printing on start, by label; called after start(). */
  endpoints(httpUrl: string): Readonly<Record<string, string>>;
}
