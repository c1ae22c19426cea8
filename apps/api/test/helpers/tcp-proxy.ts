import net from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL) that a test switches between passing connections on,
 * refusing them (nothing listens on its port: ECONNREFUSED, as while PostgreSQL is down) and cutting the open
 * ones (as a restart does), without touching the server other suites share.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();
  port = 0;
  accepted = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  /** Listens (again, on the same port once it has one) and passes connections on. */
  async accept(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.pass(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Stops listening: new connections are refused. Open ones stay. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Ends every open connection abruptly, both ways. */
  cut(): void {
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  async close(): Promise<void> {
    this.cut();
    await this.refuse();
  }

  private pass(client: net.Socket): void {
    this.accepted += 1;
    const server = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, server]) {
      this.open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        this.open.delete(socket);
        client.destroy();
        server.destroy();
      });
    }
    client.pipe(server);
    server.pipe(client);
  }
}
