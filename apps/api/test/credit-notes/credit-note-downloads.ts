import type { Response } from 'supertest';
import type { TestClient } from '../helpers/client.js';

// Collects a binary body (supertest only buffers text and JSON by itself).
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** GET a credit note's PDF or XML as the client, the body as bytes. */
export const downloadCreditNote = (client: TestClient, id: string, kind: 'pdf' | 'xml') =>
  client.agent.get(`/api/credit-notes/${id}/download-${kind}`).buffer(true).parse(binary);
