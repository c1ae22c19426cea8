import { startTracing } from './tracing/start-tracing.js';

// The API process. Tracing starts before the app is imported (ESM: an instrumentation patches a module
// only when it is imported after the hook is in place), so the app comes in by a dynamic import.
await startTracing('portal-api');
await import('./start-api.js');
