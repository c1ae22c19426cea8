import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { portalInstrumentations } from './instrumentations.js';

/**
 * Loaded only when tracing is on (start-tracing.ts). Spans leave in batches over OTLP/HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT; the SDK's other OTEL_* variables apply as documented by OpenTelemetry
 * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY …).
 */
export async function startTracingSdk(serviceName: string): Promise<NodeTracerProvider> {
  // The app is ESM: import-in-the-middle's loader hook wraps what is imported from here on, and only the
  // modules the instrumentations name (sent over its message port), not every module of Nest. CommonJS
  // requires inside those packages are patched by require-in-the-middle as usual.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, registerOptions);

  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context (traceparent) and baggage propagators.
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: portalInstrumentations() });
  await waitForAllMessagesAcknowledged();
  return provider;
}
