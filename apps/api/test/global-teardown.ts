export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __sandbox__?: { close(): Promise<void> } }).__sandbox__?.close();
}
