import { otlpEndpointSetting } from '../config/otlp-endpoint.js';

/** The running SDK, to be flushed when the process shuts down; none while tracing is off. */
let running: { shutdown(): Promise<void> } | undefined;

/**
 * Starts OpenTelemetry in this process when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing at all
 * otherwise: the SDK is not even loaded, and @opentelemetry/api stays its no-op self. Called by the entry
 * files (main.ts, worker.ts) before they import the app, because the instrumentations patch http,
 * express, graphql, pg and ioredis as those are first imported. An invalid endpoint starts nothing here:
 * the app's configuration check then refuses to start with its message.
 */
export async function startTracing(serviceName: string): Promise<void> {
  const endpoint = otlpEndpointSetting.safeParse(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (!endpoint.success || !endpoint.data) return;
  const { startTracingSdk } = await import('./tracing-sdk.js');
  running = await startTracingSdk(serviceName);
}

/** Exports the spans still buffered and stops the SDK (on shutdown; a no-op while tracing is off). */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  running = undefined;
  await sdk?.shutdown();
}
