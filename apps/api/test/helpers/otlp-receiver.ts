import { createServer } from 'node:http';

/** A span as an OTLP/HTTP JSON export carries it, with its process's service name beside it. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  status: { code?: number; message?: string } | undefined;
}

export const SpanKindNumber = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
        status?: { code?: number; message?: string };
      }[];
    }[];
  }[];
}

const valueOf = (value: OtlpValue): unknown =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.boolValue ??
  value.doubleValue;

const attributesOf = (attributes: OtlpAttribute[] = []): Record<string, unknown> =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

/**
 * An OTLP/HTTP receiver as a collector is one, reduced to what a test reads: it takes the JSON the
 * processes' exporters post to `/v1/traces` and keeps every span.
 */
export async function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        !req.headers['content-type']?.includes('json')
      ) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scopeSpans of resourceSpans.scopeSpans ?? [])
          for (const span of scopeSpans.spans ?? [])
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              scope: scopeSpans.scope?.name ?? '',
              attributes: attributesOf(span.attributes),
              status: span.status,
            });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
