import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The application's own registry (injected as `Registry`), never prom-client's global one: a test
 * process builds several apps, and each must register its metrics once, in its own registry.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
