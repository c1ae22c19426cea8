import { type Server } from 'node:http';
import { type Socket } from 'node:net';

/**
 * Makes close() for an HTTP or HTTPS server that lets requests in flight finish but waits for no idle
 * connection. Node's closeIdleConnections() skips connections that never sent a request, and fetch
 * opens such spare connections, so close() would otherwise wait for the client to drop them.
 */
export function httpCloser(server: Server, { tls = false }: { tls?: boolean } = {}): () => Promise<void> {
  // Requests in flight per connection (for HTTPS, per TLS socket: that is where requests arrive).
  const connections = new Map<Socket, number>();
  // HTTPS only: TCP connections whose TLS handshake has not finished, by remote address and port.
  const handshaking = new Map<string, Socket>();
  let closing = false;

  const track = (socket: Socket): void => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  };
  if (tls) {
    server.on('connection', (raw: Socket) => {
      const key = remoteKey(raw);
      handshaking.set(key, raw);
      raw.once('close', () => handshaking.delete(key));
    });
    server.on('secureConnection', (socket: Socket) => {
      handshaking.delete(remoteKey(socket));
      track(socket);
    });
  } else {
    server.on('connection', track);
  }
  server.on('request', (request, response) => {
    const socket = request.socket;
    connections.set(socket, (connections.get(socket) ?? 0) + 1);
    // 'close' follows 'finish' once the answer is flushed, or an aborted connection.
    response.once('close', () => {
      const inFlight = (connections.get(socket) ?? 1) - 1;
      connections.set(socket, inFlight);
      if (closing && inFlight === 0) socket.destroy();
    });
  });

  return async () => {
    closing = true;
    const closed = new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    for (const [socket, inFlight] of connections) {
      if (inFlight === 0) socket.destroy();
    }
    for (const raw of handshaking.values()) raw.destroy();
    await closed;
  };
}

function remoteKey(socket: Socket): string {
  return `${socket.remoteAddress ?? ''}|${socket.remotePort ?? ''}`;
}
