import type { TestClient } from './client.js';

export const BLOOD_UPLOAD_FIELDS = 'id file_name content_type size state created_at';
export const UPLOAD_BLOOD = `mutation ($patientId: ID!, $file: Upload!, $acceptedConsents: ConsentsConnectInput!) {
  uploadBloodAnalysisResults(patientId: $patientId, file: $file, acceptedConsents: $acceptedConsents) { ${BLOOD_UPLOAD_FIELDS} }
}`;

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  /** What the client claims; the API ignores it. */
  type?: string;
}

export interface MultipartOptions {
  variables: Record<string, unknown>;
  /** Each file goes into a part named by its index, mapped to `variables.file` (the spec's `map`). */
  files: UploadedFile[];
  /** Overrides the map (e.g. two entries for one variable). */
  map?: Record<string, string[]>;
  /** X-Requested-With, as the web sends it; false leaves it out. */
  requestedWith?: boolean;
}

/** A GraphQL multipart request (operations, map, then the files `0`, `1`, …) as the web's upload sends it. */
export async function multipart(client: TestClient, query: string, options: MultipartOptions) {
  const token = await client.csrf();
  const map = options.map ?? Object.fromEntries(options.files.map((_, i) => [String(i), ['variables.file']]));
  let request = client.agent
    .post('/graphql')
    .set('Accept', 'application/json')
    .set('X-XSRF-TOKEN', token)
    .field('operations', JSON.stringify({ query, variables: { file: null, ...options.variables } }))
    .field('map', JSON.stringify(map));
  if (options.requestedWith !== false) request = request.set('X-Requested-With', 'XMLHttpRequest');
  options.files.forEach((file, i) => {
    request = request.attach(String(i), file.bytes, {
      filename: file.name,
      contentType: file.type ?? 'application/octet-stream',
    });
  });
  return request;
}

/** The consent ids a doctor ticks in the upload dialog (every UploadBloodResult consent). */
export async function uploadConsents(client: TestClient): Promise<string[]> {
  const { consents } = await client.query<{ consents: { data: { id: string }[] } }>(
    '{ consents(type: UploadBloodResult, first: 100) { data { id } } }',
  );
  return consents.data.map((consent) => consent.id);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Small files that start like the real thing, with a tail that tells them apart. */
export const sampleFiles = {
  pdf: (tail = 'Blutwerte') => Buffer.from(`%PDF-1.7\n% ${tail}\n1 0 obj << >> endobj\n%%EOF\n`, 'latin1'),
  jpeg: (tail = 'Blutwerte') =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from(tail)]),
  png: (tail = 'Blutwerte') => Buffer.concat([PNG_MAGIC, Buffer.from(tail)]),
};
