import { type Server } from 'node:http';
import { type Socket } from 'node:net';

/**
 * Makes close() for an HTTP server that lets requests in flight finish but waits for no idle
 * connection. Node's closeIdleConnections() skips connections that never sent a request, and fetch
 * opens such spare connections, so close() would otherwise wait for the client to drop them.
 */
export function httpCloser(
  server: Server,
  // An HTTPS server's requests arrive on the TLS socket of 'secureConnection', not on the raw TCP one.
  connectionEvent: 'connection' | 'secureConnection' = 'connection',
): () => Promise<void> {
  // Requests in flight per connection.
  const connections = new Map<Socket, number>();
  let closing = false;

  server.on(connectionEvent, (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });
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
    await closed;
  };
}
