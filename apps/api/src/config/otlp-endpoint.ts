import { z } from 'zod';

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT, OpenTelemetry's own name: the base URL of an OTLP/HTTP receiver (a collector,
 * Jaeger, Tempo …); the traces go to `<endpoint>/v1/traces`. Unset or empty: tracing is off. In a file of its
 * own because the processes read it before anything else loads (tracing/start-tracing.ts), besides the schema.
 */
export const otlpEndpointSetting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .url({
      protocol: /^https?$/,
      error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL (an OTLP/HTTP receiver)',
    })
    .optional(),
);
