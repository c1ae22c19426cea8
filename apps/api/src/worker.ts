import { startTracing } from './tracing/start-tracing.js';

// The worker process; tracing first, as in main.ts.
await startTracing('portal-worker');
await import('./start-worker.js');
