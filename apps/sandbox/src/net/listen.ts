import { type Server } from 'node:net';

/** Starts listening and resolves with the bound port (the real one when asked for port 0). */
export async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`Expected a TCP address, got ${String(address)}`);
  }
  return address.port;
}

/** Host part of a URL: IPv6 addresses need brackets. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** A host a browser on this machine can open: "listen everywhere" addresses are not one. */
export function browserHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}
